// Calls derived from the route table: the endpoint (shared/api/endpoints.ts) names method and path,
// and the table's entry for it types the parameters, the query, the body and the answer. No call
// site writes a URL or the answer's type by hand.

import type { AnswerOf, Endpoint, RequestOf } from "@shared/api/route";
import type { RouteAt } from "@shared/api/routes/index";
import { apiJson, apiRequest, type HttpMethod } from "./api-client";
import { getJson, jsonQuery } from "./get-json";
import { toQueryString, type QueryParams } from "./query-string";

type Request<E extends Endpoint> = RequestOf<RouteAt<E>>;
type Answer<E extends Endpoint> = AnswerOf<RouteAt<E>>;
/** The request is optional when the route takes nothing. */
type RequestArg<E extends Endpoint> = object extends Request<E> ? [request?: Request<E>] : [request: Request<E>];

const method = (endpoint: Endpoint) => endpoint.method.toUpperCase() as HttpMethod;

/**
 * The endpoint's path with its parameters filled in (each encoded) and the query's set values:
 * `apiUrl(getProperty, { params: { id: 7 } })` is "/api/properties/7".
 */
export function apiUrl<E extends Endpoint>(
  endpoint: E,
  ...[request]: RequestArg<E> | [request?: Pick<Request<E>, "params" | "query">]
): string {
  const params = (request?.params ?? {}) as Record<string, string | number>;
  // The types make every parameter present.
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name]!));
  const query = request?.query;
  return path + (typeof query === "string" ? query : toQueryString((query ?? {}) as QueryParams));
}

/** Sends the request and returns the parsed answer (undefined for an empty one); errors are ApiError. */
export function callApi<E extends Endpoint>(endpoint: E, ...[request]: RequestArg<E>): Promise<Answer<E>> {
  const body = (request as { body?: unknown } | undefined)?.body;
  return apiJson<Answer<E>>(method(endpoint), apiUrl(endpoint, request as never), body);
}

/** Like callApi, but the raw Response (already checked for OK): for headers and file answers. */
export function fetchApi<E extends Endpoint>(endpoint: E, ...[request]: RequestArg<E>): Promise<Response> {
  const body = (request as { body?: unknown } | undefined)?.body;
  return apiRequest(method(endpoint), apiUrl(endpoint, request as never), body);
}

/** A GET that first takes the answer the server embedded in the page for the same URL. */
export function getApi<E extends Endpoint & { method: "get" }>(endpoint: E, ...[request]: RequestArg<E>) {
  return getJson<Answer<E>>(apiUrl(endpoint, request as never));
}

/** A query's fetcher and its initial data (the embedded answer), see jsonQuery. */
export function apiQuery<E extends Endpoint & { method: "get" }>(endpoint: E, ...[request]: RequestArg<E>) {
  return jsonQuery<Answer<E>>(apiUrl(endpoint, request as never));
}
