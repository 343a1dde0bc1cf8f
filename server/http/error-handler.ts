import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { HttpError } from "./errors";
import { toFieldErrors, validationMessage } from "./validate";

export const genericErrorMessage = "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.";

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Diese Schnittstelle gibt es nicht." });
};

/** What body-parser and multer put on their errors besides the message. */
type LibraryError = { type?: unknown; code?: unknown } | null | undefined;

// Errors body-parser and multer raise carry a status or a code of their own.
function fromLibraryError(err: LibraryError): HttpError | undefined {
  if (err?.type === "entity.too.large" || err?.code === "LIMIT_FILE_SIZE") {
    return new HttpError(413, "Die gesendeten Daten sind zu groß.");
  }
  if (err?.type === "entity.parse.failed") return new HttpError(400, "Ungültiges JSON im Anfrageinhalt.");
  if (typeof err?.code === "string" && err.code.startsWith("LIMIT_")) {
    return new HttpError(400, "Ungültiger Datei-Upload.");
  }
  return undefined;
}

export function errorHandler(options: { exposeDetails: boolean }): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof ZodError) {
      const errors = toFieldErrors(err);
      res.status(400).json({ message: errors[0]?.message ?? validationMessage, errors });
      return;
    }
    const known = err instanceof HttpError ? err : fromLibraryError(err);
    if (known) {
      res
        .status(known.status)
        .json(known.errors ? { message: known.message, errors: known.errors } : { message: known.message });
      return;
    }
    req.log?.error({ err, reqId: req.id }, "unexpected error");
    const body: Record<string, unknown> = { message: genericErrorMessage };
    if (options.exposeDetails) body.detail = String(err?.stack ?? err);
    res.status(500).json(body);
  };
}
