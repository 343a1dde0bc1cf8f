import { Worker } from "node:worker_threads";
import express, { type RequestHandler } from "express";
import { workerExecArgv, workerModule } from "../workers/worker-task";
import type { Upload } from "./file-types";
import type { FileStore } from "./file-store";
import type { DecoderData, DecoderMessage, DecoderReply } from "./upload-messages";

// Decoding a JSON body of two 5 MB files as data URLs costs the thread that does it about 0.2 s
// (UTF-8 decoding, JSON.parse, the data URL pattern, base64). On the event loop, 20 such uploads
// at once would hold up every other request for seconds; in a worker thread they hold up no one.
// The request's chunks are transferred (not copied) to the worker as they arrive. The worker hands
// back the body with each data URL field replaced by a short reference and, per file, its declared
// type, size and first bytes (enough to tell what it really is). With files on disk (embedded
// database) it also writes each file itself (temporary name, fsync, rename) and returns its name,
// so no multi-megabyte buffer ever lives on the event loop's heap; otherwise it transfers the bytes.
// The worker is upload-decoder.worker.ts (dist/upload-decoder.worker.js in production).

/**
 * The files of one request's upload fields. Whoever stores them takes them; what nobody took by
 * the time the answer is sent (a refused request) is removed from disk.
 */
export class Uploads {
  readonly #files = new Map<string, Upload>();
  constructor(files: DecoderReply["files"] = []) {
    for (const { field, declaredType, size, head, file, bytes } of files) {
      const common = { declaredType, size, head: Buffer.from(head.buffer, head.byteOffset, head.byteLength) };
      this.#files.set(field, file ? { ...common, file } : { ...common, bytes: Buffer.from(bytes!) });
    }
  }
  /** The file of a field, now the caller's to store or remove. */
  take(field: string): Upload | undefined {
    const upload = this.#files.get(field);
    this.#files.delete(field);
    return upload;
  }
  /** The names of written files nobody took; they are no longer offered. */
  takeLeftOverFiles(): string[] {
    const names = [...this.#files.values()].flatMap((upload) => (upload.file ? [upload.file] : []));
    this.#files.clear();
    return names;
  }
}

/** One worker thread, started on first use, that receives bodies chunk by chunk as they arrive. */
function createDecoder(dir: string | undefined) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, (reply: DecoderReply) => void>();
  const start = () => {
    const module = workerModule(import.meta.url, "upload-decoder.worker");
    const w = new Worker(module, {
      execArgv: workerExecArgv(module),
      workerData: { dir: dir ?? null } satisfies DecoderData,
    });
    w.on("message", (reply: DecoderReply) => {
      pending.get(reply.id)?.(reply);
      pending.delete(reply.id);
    });
    w.on("error", () => undefined);
    w.on("exit", () => {
      worker = undefined;
      for (const [id, resolve] of pending) resolve({ id, failed: true });
      pending.clear();
    });
    w.unref();
    return w;
  };
  return () => {
    const w = (worker ??= start());
    const id = nextId++;
    const send = (message: DecoderMessage, transfer: ArrayBuffer[] = []) => w.postMessage(message, transfer);
    return {
      // A socket's chunk owns its memory: handing it over costs nothing, copying would.
      chunk: (chunk: Buffer) =>
        send(
          { id, chunk },
          chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength ? [chunk.buffer as ArrayBuffer] : [],
        ),
      cancel: () => send({ id, cancel: true }),
      end: (fields: readonly string[]) =>
        new Promise<DecoderReply>((resolve) => {
          pending.set(id, resolve);
          send({ id, end: true, fields });
        }),
    };
  };
}

const tooLarge = () => Object.assign(new Error("request entity too large"), { type: "entity.too.large" });
const invalidJson = () => Object.assign(new SyntaxError("invalid JSON"), { type: "entity.parse.failed" });

/**
 * A JSON body parser whose reading, parsing and data URL decoding happen in a worker thread: the
 * request's chunks are passed on as they arrive, so the event loop never holds the whole body.
 * The files of the named fields are left in `res.locals.uploads` (an `Uploads`); with a file store
 * they are already written there. Other bodies go to express.json.
 */
export function jsonWithUploads(limitBytes: number, fields: readonly string[], files?: FileStore): RequestHandler {
  const fallback = express.json({ limit: limitBytes });
  const decoder = createDecoder(files?.dir);
  return (req, res, next) => {
    const identity = (req.headers["content-encoding"] ?? "identity") === "identity";
    if (req.method !== "POST" || !req.is("application/json") || !identity) return fallback(req, res, next);
    if (Number(req.headers["content-length"] ?? 0) > limitBytes) {
      req.resume();
      return next(tooLarge());
    }
    const job = decoder();
    let length = 0;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      job.cancel();
      req.resume();
      next(error);
    };
    req.on("data", (chunk: Buffer) => {
      if (failed) return;
      length += chunk.length;
      if (length > limitBytes) return fail(tooLarge());
      job.chunk(chunk);
    });
    req.on("error", fail);
    req.on("end", () => {
      if (failed) return;
      job.end(fields).then((reply) => {
        if (reply.failed) return next(new Error("upload could not be decoded or written"));
        if (reply.invalid) return next(invalidJson());
        req.body = reply.json;
        const uploads = new Uploads(reply.files);
        res.locals.uploads = uploads;
        // Written files of a refused request (rate limit, validation) do not wait for the sweep.
        res.on("close", () => {
          const leftOver = uploads.takeLeftOverFiles();
          if (files && leftOver.length) void files.remove(leftOver).catch(() => undefined);
        });
        next();
      }, next);
    });
  };
}
