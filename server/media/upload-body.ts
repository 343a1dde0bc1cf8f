import { Worker } from "node:worker_threads";
import express, { type RequestHandler } from "express";
import { DATA_URL_PATTERN, type DataUrl } from "./file-types";

// Decoding a JSON body of two 5 MB files as data URLs costs the thread that does it about 0.2 s
// (UTF-8 decoding, JSON.parse, the data URL pattern, base64). On the event loop, 20 such uploads
// at once would hold up every other request for seconds; in a worker thread they hold up no one.
// The worker hands back the body with each data URL field replaced by a short reference and the
// decoded files as transferred (not copied) buffers.

/** What a field holds once its data URL was decoded off the event loop. */
const UPLOAD_PREFIX = "upload:";

const workerSource = (pattern: RegExp) => `
const { parentPort } = require("node:worker_threads");
const pattern = new RegExp(${JSON.stringify(pattern.source)}, ${JSON.stringify(pattern.flags)});
const UPLOAD_PREFIX = ${JSON.stringify(UPLOAD_PREFIX)};
const bodies = new Map();
function decode(id, fields) {
  const body = Buffer.concat(bodies.get(id) || []);
  bodies.delete(id);
  let json;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return parentPort.postMessage({ id, invalid: true });
  }
  const files = [];
  if (json && typeof json === "object" && !Array.isArray(json)) {
    for (const field of fields) {
      const match = typeof json[field] === "string" ? pattern.exec(json[field]) : null;
      if (!match) continue;
      const bytes = Buffer.from(match[3], "base64");
      const copy = new Uint8Array(bytes.length);
      copy.set(bytes);
      files.push({ field, declaredType: match[1].toLowerCase(), bytes: copy.buffer });
      json[field] = UPLOAD_PREFIX + field;
    }
  }
  parentPort.postMessage({ id, json, files }, files.map((f) => f.bytes));
}
parentPort.on("message", ({ id, chunk, end, cancel, fields }) => {
  if (chunk) {
    if (!bodies.has(id)) bodies.set(id, []);
    bodies.get(id).push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  else if (cancel) bodies.delete(id);
  else if (end) decode(id, fields);
});
`;

export type Uploads = Map<string, DataUrl>;

type Reply = {
  id: number;
  invalid?: true;
  json?: unknown;
  files?: { field: string; declaredType: string; bytes: ArrayBuffer }[];
};

/** One worker thread, started on first use, that receives bodies chunk by chunk as they arrive. */
function createDecoder() {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, (reply: Reply) => void>();
  const start = () => {
    const w = new Worker(workerSource(DATA_URL_PATTERN), { eval: true });
    w.on("message", (reply: Reply) => {
      pending.get(reply.id)?.(reply);
      pending.delete(reply.id);
    });
    w.on("error", () => undefined);
    w.on("exit", () => {
      worker = undefined;
      for (const [id, resolve] of pending) resolve({ id, invalid: true });
      pending.clear();
    });
    w.unref();
    return w;
  };
  return () => {
    const w = (worker ??= start());
    const id = nextId++;
    return {
      chunk: (chunk: Buffer) => w.postMessage({ id, chunk }),
      cancel: () => w.postMessage({ id, cancel: true }),
      end: (fields: readonly string[]) =>
        new Promise<Reply>((resolve) => {
          pending.set(id, resolve);
          w.postMessage({ id, end: true, fields });
        }),
    };
  };
}

const decoder = createDecoder();

const tooLarge = () => Object.assign(new Error("request entity too large"), { type: "entity.too.large" });
const invalidJson = () => Object.assign(new SyntaxError("invalid JSON"), { type: "entity.parse.failed" });

/**
 * A JSON body parser whose reading, parsing and data URL decoding happen in a worker thread: the
 * request's chunks are passed on as they arrive, so the event loop never holds the whole body.
 * The files of the named fields are left in `res.locals.uploads`. Other bodies go to express.json.
 */
export function jsonWithUploads(limitBytes: number, fields: readonly string[]): RequestHandler {
  const fallback = express.json({ limit: limitBytes });
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
        if (reply.invalid) return next(invalidJson());
        req.body = reply.json;
        const uploads: Uploads = new Map();
        for (const file of reply.files ?? [])
          uploads.set(file.field, { declaredType: file.declaredType, bytes: Buffer.from(file.bytes) });
        res.locals.uploads = uploads;
        next();
      }, next);
    });
  };
}
