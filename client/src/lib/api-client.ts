// The one way the client talks to the API: JSON in and out, cookies included, errors as ApiError.

import type { ErrorBody, FieldError } from "@shared/contracts/errors";

export type { FieldError };

/** The server's error body (`{ message, errors? }` with German texts), as far as it could be read. */
export type ApiErrorBody = Partial<ErrorBody>;

/**
 * A non-OK response. `message` is "{status}: {body text or status text}"; `status` and
 * the parsed JSON `body` stay available so callers can branch on 404/409 and forms can show
 * `body.errors` under their fields (see `fieldErrors` and `lib/form-errors.ts`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, text: string, body: ApiErrorBody | undefined) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** Field errors keyed by path, first message per path. */
  get fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const { path, message } of this.body?.errors ?? []) result[path] ??= message;
    return result;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const fallbackMessage = "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.";
const offlineMessage = "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung.";

/**
 * A German sentence for a person: the server's `message` when it sent one, otherwise the
 * error's own message, otherwise a generic text. Use it in toasts ("Fehler beim Senden …: {message}").
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message || error.message;
  if (error instanceof TypeError) return offlineMessage; // fetch rejects with TypeError when offline
  if (error instanceof Error && error.message) return error.message;
  return fallbackMessage;
}

function parseJson(text: string): ApiErrorBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/** Throws ApiError unless the response is OK. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => "");
  throw new ApiError(response.status, text || response.statusText, parseJson(text));
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sends a request and returns the raw Response (already checked for OK). `body` is sent as JSON
 * when given; FormData is sent as multipart (for uploads such as the ZIP import).
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers:
      body === undefined || isForm
        ? { Accept: "application/json" }
        : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** apiRequest + parsed JSON answer (undefined for 204 No Content). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
