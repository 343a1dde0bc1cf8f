import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { HttpError } from "./errors";
import { malformedAddressMessage } from "./request-sanity";
import { toFieldErrors, validationMessage } from "./validate";
import { databaseUnavailableMessage, isDatabaseUnavailable } from "../db/unavailable";

export const genericErrorMessage = "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.";

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Diese Schnittstelle gibt es nicht." });
};

/** What body-parser, multer, the router and serve-static put on their errors besides the message. */
type LibraryError = { type?: unknown; code?: unknown; status?: unknown; statusCode?: unknown } | null | undefined;

// Client errors the libraries report in English, said in German; the English text is never sent.
const clientErrorMessages: Record<number, string> = {
  400: "Ungültige Anfrage.",
  403: "Zugriff verweigert.",
  404: "Nicht gefunden.",
  405: "Diese Methode ist hier nicht erlaubt.",
  413: "Die gesendeten Daten sind zu groß.",
  415: "Dieses Datenformat wird nicht unterstützt.",
  416: "Der angeforderte Bereich ist ungültig.",
};

// Errors body-parser, multer and the router raise carry a status or a code of their own.
function fromLibraryError(err: LibraryError): HttpError | undefined {
  if (err?.type === "entity.too.large" || err?.code === "LIMIT_FILE_SIZE") {
    return new HttpError(413, "Die gesendeten Daten sind zu groß.");
  }
  if (err?.type === "entity.parse.failed") return new HttpError(400, "Ungültiges JSON im Anfrageinhalt.");
  if (typeof err?.code === "string" && err.code.startsWith("LIMIT_")) {
    return new HttpError(400, "Ungültiger Datei-Upload.");
  }
  // A route parameter or file name with broken percent-encoding.
  if (err instanceof URIError) return new HttpError(400, malformedAddressMessage);
  const status = Number(err?.status ?? err?.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    return new HttpError(status, clientErrorMessages[status] ?? clientErrorMessages[400]);
  }
  return undefined;
}

/**
 * Turns every error into `{message, errors?}`. Unexpected ones are logged (without SQL parameters,
 * see logger.ts) and answered with a generic message in every environment: an error's text can
 * carry the query and what a person typed, so it never goes into a response body.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
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
  if (isDatabaseUnavailable(err)) {
    req.log?.warn({ err, reqId: req.id }, "Datenbank nicht erreichbar");
    res.status(503).set("Retry-After", "5").json({ message: databaseUnavailableMessage });
    return;
  }
  req.log?.error({ err, reqId: req.id }, "Unerwarteter Fehler");
  res.status(500).json({ message: genericErrorMessage });
};
