import { Worker, type MessagePort } from "node:worker_threads";
import { HttpError } from "../http/errors";

/** What a task worker posts back: its result, or the German refusal it decided on. */
export type WorkerAnswer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/**
 * The module of a task worker beside `from` (an import.meta.url): the TypeScript source in
 * development and tests, the file the server build writes beside dist/index.js in production.
 */
export const workerModule = (from: string, name: string) =>
  new URL(from.endsWith(".ts") ? `./${name}.ts` : `./${name}.js`, from);

/** A worker's Node options: the TypeScript source runs through tsx, which also resolves the @shared alias. */
export const workerExecArgv = (module: URL) => (module.pathname.endsWith(".ts") ? ["--import", "tsx"] : []);

/**
 * Runs one task in a fresh worker thread, so work that can take seconds never holds up other
 * requests: bounded in time (the worker is stopped and the request refused in German) and in memory.
 */
export async function runWorkerTask<T>(
  module: URL,
  input: unknown,
  limits: { timeoutMs: number; timeoutMessage: string; maxMemoryMb: number; transfer?: ArrayBuffer[] },
): Promise<T> {
  const worker = new Worker(module, {
    execArgv: workerExecArgv(module),
    resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await new Promise<WorkerAnswer<T>>((resolve, reject) => {
      timer = setTimeout(() => reject(new HttpError(400, limits.timeoutMessage)), limits.timeoutMs);
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`worker stopped (exit code ${code})`)));
      worker.postMessage(input, limits.transfer ?? []);
    });
    if (!answer.ok)
      throw answer.status < 500 ? new HttpError(answer.status, answer.message) : new Error(answer.message);
    return answer.value;
  } catch (error) {
    // A worker that ran out of its memory is refused like one that ran out of time.
    if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY")
      throw new HttpError(400, limits.timeoutMessage);
    throw error;
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}

/** The worker side: answers the one message it gets with `task`'s result or its HttpError. */
export function answerWith<I, T>(port: MessagePort, task: (input: I) => T): void {
  port.once("message", (input: I) => {
    try {
      port.postMessage({ ok: true, value: task(input) } satisfies WorkerAnswer<T>);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : String((error as Error)?.message ?? error);
      port.postMessage({ ok: false, status, message } satisfies WorkerAnswer<T>);
    }
  });
}
