import type { RequestHandler } from "express";
import { findNulByte, nulByteMessage, type ValuePath } from "@shared/validation/nul-bytes";
import { badRequest } from "./errors";

export const malformedAddressMessage = "Die Adresse der Anfrage enthält eine ungültige Zeichenkodierung.";

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));

const nulError = (path: ValuePath) =>
  badRequest(nulByteMessage, [{ path: path.map(String).join("."), message: nulByteMessage }]);

/** The first problem of the query string: a part that does not decode, or a NUL character. */
function queryProblem(rawQuery: string) {
  for (const part of rawQuery.split("&")) {
    const equals = part.indexOf("=");
    let name: string;
    let value: string;
    try {
      name = decode(equals === -1 ? part : part.slice(0, equals));
      value = equals === -1 ? "" : decode(part.slice(equals + 1));
    } catch {
      return badRequest(malformedAddressMessage);
    }
    if (name.includes("\0") || value.includes("\0")) return nulError([name.replace(/\0/g, "")]);
  }
  return undefined;
}

/**
 * Refuses, with a German 400 and before any handler runs, what no handler could store or decode:
 * a path with broken percent-encoding, and a NUL character anywhere in the path, an API query
 * string or a JSON body. Mounted after the body parsers. Page addresses keep their query string
 * to the browser app, which reads it leniently.
 */
export const rejectUnstorableInput: RequestHandler = (req, _res, next) => {
  const url = req.originalUrl;
  const queryStart = url.indexOf("?");
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return next(badRequest(malformedAddressMessage));
  }
  if (path.includes("\0")) return next(badRequest(nulByteMessage));
  if (queryStart !== -1 && /^\/api(\/|$)/.test(rawPath)) {
    const problem = queryProblem(url.slice(queryStart + 1));
    if (problem) return next(problem);
  }
  const inBody = req.body === undefined ? undefined : findNulByte(req.body);
  next(inBody ? nulError(inBody) : undefined);
};
