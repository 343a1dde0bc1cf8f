import { HttpError, badRequest } from "../http/errors";
import { MAX_IMPORT_ROWS } from "../imports/import.service";
import { runWorkerTask, workerModule } from "../workers/worker-task";
import { immobilienOf, readImmobilie, type ImmobilieRead } from "./from-xml";
import { parseXml } from "./safe-xml";

export const notOpenimmoMessage = "Die Datei ist kein OpenImmo-Dokument (es fehlt das Element openimmo).";
export const tooManyObjectsMessage = `Höchstens ${MAX_IMPORT_ROWS} Immobilien pro Import.`;
export const xmlTooSlowMessage =
  "Die OpenImmo-Datei ist zu umfangreich, um sie in angemessener Zeit zu lesen. Bitte teilen Sie sie in mehrere Dateien auf.";

/** Reads an OpenImmo document into its objects; a hostile, broken or oversized one is refused in German. */
export function readOpenimmo(xml: Uint8Array): ImmobilieRead[] {
  const document = parseXml(Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength));
  if (!document.openimmo) throw badRequest(notOpenimmoMessage);
  const objects = immobilienOf(document);
  if (objects.length > MAX_IMPORT_ROWS) throw new HttpError(413, tooManyObjectsMessage);
  return objects.map(readImmobilie);
}

/** Limits of one reading: it runs in its own worker thread, never on the thread that serves requests. */
export const READ_LIMITS = { timeoutMs: 30_000, maxMemoryMb: 512 };

/** readOpenimmo in a worker thread: other visitors are served while a large file is read. */
export function readOpenimmoInWorker(xml: Buffer): Promise<ImmobilieRead[]> {
  // A copy the worker owns: the caller's buffer may be a slice of a larger one (a ZIP's entry).
  const copy = new Uint8Array(xml);
  return runWorkerTask<ImmobilieRead[]>(workerModule(import.meta.url, "read-openimmo.worker"), copy, {
    ...READ_LIMITS,
    timeoutMessage: xmlTooSlowMessage,
    transfer: [copy.buffer],
  });
}
