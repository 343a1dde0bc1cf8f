import { runWorkerTask, workerModule } from "../workers/worker-task";
import type { ImmobilieRead } from "./from-xml";

export const xmlTooSlowMessage =
  "Die OpenImmo-Datei ist zu umfangreich, um sie in angemessener Zeit zu lesen. Bitte teilen Sie sie in mehrere Dateien auf.";

/** Limits of one reading: it runs in its own worker thread, never on the thread that serves requests. */
export const READ_LIMITS = { timeoutMs: 30_000, maxMemoryMb: 512 };

/** readOpenimmo (read-openimmo.ts) in a worker thread: other visitors are served while a large file is read. */
export function readOpenimmoInWorker(xml: Buffer): Promise<ImmobilieRead[]> {
  // A copy the worker owns: the caller's buffer may be a slice of a larger one (a ZIP's entry).
  const copy = new Uint8Array(xml);
  return runWorkerTask<ImmobilieRead[]>(workerModule(import.meta.url, "read-openimmo.worker"), copy, {
    ...READ_LIMITS,
    timeoutMessage: xmlTooSlowMessage,
    transfer: [copy.buffer],
  });
}
