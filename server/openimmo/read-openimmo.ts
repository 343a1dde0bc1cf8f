import { MAX_IMPORT_ROWS, tooManyRowsMessage } from "@shared/imports/limits";
import { HttpError, badRequest } from "../http/errors";
import { immobilienOf, readImmobilie, type ImmobilieRead } from "./from-xml";
import { parseXml } from "./safe-xml";

// What the worker thread runs: its imports stay few and light, as each import starts a new thread.

export const notOpenimmoMessage = "Die Datei ist kein OpenImmo-Dokument (es fehlt das Element openimmo).";

/** Reads an OpenImmo document into its objects; a hostile, broken or oversized one is refused in German. */
export function readOpenimmo(xml: Uint8Array): ImmobilieRead[] {
  const document = parseXml(Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength));
  if (!document.openimmo) throw badRequest(notOpenimmoMessage);
  const objects = immobilienOf(document);
  if (objects.length > MAX_IMPORT_ROWS) throw new HttpError(413, tooManyRowsMessage);
  return objects.map(readImmobilie);
}
