// One entry of the route table: where it lives (an endpoint), who may call it, what it takes and
// what it answers. The server mounts its handlers from these entries (server/http/mount-routes.ts),
// the client derives its calls from them (client/src/lib/call-api.ts) and /api/openapi.json is
// generated from them (server/http/openapi.ts).

import type { z, ZodType } from "zod";
import type { Json } from "../contracts/json";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Where a route lives: method and Express-style path (`/api/properties/:id`). */
export type Endpoint = { readonly method: Method; readonly path: string };

/** Who may call a route: anyone (some show staff more), signed-in staff, or owners only. */
export type Access = "public" | "staff" | "owner";

/** The named request limits a route counts against (their windows and messages: server/http/rate-limits.ts). */
export type RateLimitName =
  | "login"
  | "password-reset"
  | "contact"
  | "applications"
  | "applications-address"
  | "search-alerts"
  | "search-alerts-address";

/**
 * One answer of a route: a JSON contract (shared/contracts), `"empty"` for a status without a body
 * (204, 304), or a file of a media type (`{ file: "application/pdf" }`).
 */
export type AnswerSpec = ZodType | "empty" | { readonly file: string };

export type RouteSpec = {
  /** One line for the API's reader (OpenAPI summary). */
  readonly summary: string;
  /** The group it is listed under in the OpenAPI document. */
  readonly tag: string;
  readonly access: Access;
  readonly params?: ZodType;
  readonly query?: ZodType;
  /** A JSON body; `upload` instead when the request is multipart form data with one file. */
  readonly body?: ZodType;
  readonly upload?: { readonly field: string };
  readonly limits?: readonly RateLimitName[];
  /** The answers by status; errors (4xx, 5xx) are `{ message, errors? }` and need not be listed. */
  readonly answers: Readonly<Record<number, AnswerSpec>>;
};

export type RouteDef = Endpoint & RouteSpec;

/** A table entry: the endpoint with its spec. */
export const route = <const E extends Endpoint, const S extends RouteSpec>(endpoint: E, spec: S): E & S => ({
  ...endpoint,
  ...spec,
});

type SuccessStatus = 200 | 201 | 202 | 204;

/** The answer a client receives from a route on success: the JSON of its contract, or nothing. */
export type AnswerOf<R extends RouteDef> = {
  [S in keyof R["answers"]]: S extends SuccessStatus
    ? R["answers"][S] extends ZodType
      ? Json<R["answers"][S]>
      : R["answers"][S] extends "empty"
        ? undefined
        : Blob
    : never;
}[keyof R["answers"]];

/** The names of a path's parameters: "/api/media/:id/:width.:format" → "id" | "width" | "format". */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;
type ParamName<S extends string> = S extends `${infer Head}.${infer Tail}` ? Head | ParamNames<`:${Tail}`> : S;

/** What a client sends: path parameters by name, the query as an object, the body as its schema takes it. */
export type RequestOf<R extends RouteDef> = ([ParamNames<R["path"]>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<R["path"]>, string | number> }) &
  (R["query"] extends ZodType ? { query?: z.input<R["query"]> | `?${string}` } : { query?: never }) &
  (R["body"] extends ZodType
    ? { body: z.input<R["body"]> }
    : R["upload"] extends object
      ? { body: FormData }
      : { body?: never });
