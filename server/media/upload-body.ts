import { Worker } from "node:worker_threads";
import express, { type RequestHandler } from "express";
import { DATA_URL_PATTERN, SNIFF_BYTES, type Upload } from "./file-types";
import type { FileStore } from "./file-store";

// Decoding a JSON body of two 5 MB files as data URLs costs the thread that does it about 0.2 s
// (UTF-8 decoding, JSON.parse, the data URL pattern, base64). On the event loop, 20 such uploads
// at once would hold up every other request for seconds; in a worker thread they hold up no one.
// The request's chunks are transferred (not copied) to the worker as they arrive. The worker hands
// back the body with each data URL field replaced by a short reference and, per file, its declared
// type, size and first bytes (enough to tell what it really is). With files on disk (embedded
// database) it also writes each file itself (temporary name, fsync, rename) and returns its name,
// so no multi-megabyte buffer ever lives on the event loop's heap; otherwise it transfers the bytes.

/** What a field holds once its data URL was decoded off the event loop. */
const UPLOAD_PREFIX = "upload:";

const workerSource = (pattern: RegExp, dir: string | undefined) => `
const { parentPort } = require("node:worker_threads");
const { randomBytes } = require("node:crypto");
const { mkdir, open, rename, rm } = require("node:fs/promises");
const { join } = require("node:path");
const pattern = new RegExp(${JSON.stringify(pattern.source)}, ${JSON.stringify(pattern.flags)});
const UPLOAD_PREFIX = ${JSON.stringify(UPLOAD_PREFIX)};
const SNIFF_BYTES = ${SNIFF_BYTES};
const dir = ${JSON.stringify(dir ?? null)};
const bodies = new Map();
// Decoding is background work: on Linux (where a thread has its own nice value) the event loop
// thread gets the CPU first when both want it. Elsewhere this is skipped.
try {
  const thread = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(thread, 10);
} catch {}
const ready = dir ? mkdir(dir, { recursive: true }) : undefined;
async function write(bytes) {
  await ready;
  const name = randomBytes(16).toString("hex");
  const temporary = join(dir, name + "." + randomBytes(4).toString("hex") + ".tmp");
  const handle = await open(temporary, "wx", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, join(dir, name));
  return name;
}
async function decode(id, fields) {
  const body = Buffer.concat(bodies.get(id) || []);
  bodies.delete(id);
  let json;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return { id, invalid: true };
  }
  const files = [];
  const transfer = [];
  if (json && typeof json === "object" && !Array.isArray(json)) {
    for (const field of fields) {
      const match = typeof json[field] === "string" ? pattern.exec(json[field]) : null;
      if (!match) continue;
      const bytes = Buffer.from(match[3], "base64");
      const file = { field, declaredType: match[1].toLowerCase(), size: bytes.length, head: new Uint8Array(bytes.subarray(0, SNIFF_BYTES)) };
      if (dir) file.file = await write(bytes);
      else {
        file.bytes = new Uint8Array(bytes).buffer;
        transfer.push(file.bytes);
      }
      files.push(file);
      json[field] = UPLOAD_PREFIX + field;
    }
  }
  return { reply: { id, json, files }, transfer };
}
parentPort.on("message", ({ id, chunk, end, cancel, fields }) => {
  if (chunk) {
    if (!bodies.has(id)) bodies.set(id, []);
    bodies.get(id).push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  else if (cancel) bodies.delete(id);
  else if (end) decode(id, fields).then(
    (result) => result.reply ? parentPort.postMessage(result.reply, result.transfer) : parentPort.postMessage(result),
    () => parentPort.postMessage({ id, failed: true }),
  );
});
`;

type Reply = {
  id: number;
  invalid?: true;
  failed?: true;
  json?: unknown;
  files?: { field: string; declaredType: string; size: number; head: Uint8Array; file?: string; bytes?: ArrayBuffer }[];
};

/**
 * The files of one request's upload fields. Whoever stores them takes them; what nobody took by
 * the time the answer is sent (a refused request) is removed from disk.
 */
export class Uploads {
  readonly #files = new Map<string, Upload>();
  constructor(files: Reply["files"] = []) {
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
  const pending = new Map<number, (reply: Reply) => void>();
  const start = () => {
    const w = new Worker(workerSource(DATA_URL_PATTERN, dir), { eval: true });
    w.on("message", (reply: Reply) => {
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
    return {
      // A socket's chunk owns its memory: handing it over costs nothing, copying would.
      chunk: (chunk: Buffer) =>
        chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength
          ? w.postMessage({ id, chunk }, [chunk.buffer as ArrayBuffer])
          : w.postMessage({ id, chunk }),
      cancel: () => w.postMessage({ id, cancel: true }),
      end: (fields: readonly string[]) =>
        new Promise<Reply>((resolve) => {
          pending.set(id, resolve);
          w.postMessage({ id, end: true, fields });
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
