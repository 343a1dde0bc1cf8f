import type { FieldError } from "@shared/contracts/errors";

export type { FieldError };

/** The one error type handlers and services throw; the error middleware turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const notFound = (message = "Nicht gefunden") => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);
export const unauthorized = () => new HttpError(401, "Nicht autorisiert");
