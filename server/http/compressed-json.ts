import { createHash } from "node:crypto";
import { once } from "node:events";
import type { Transform } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gunzip, gzip } from "node:zlib";
import type { Request, Response } from "express";
import { offerForReplay } from "./replay-lane";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A JSON answer kept compressed, in the two encodings browsers ask for: a cache hit is then sent
 * as stored bytes, never compressed again. The rare client that accepts neither gets it unzipped.
 */
export type CompressedJson = { etag: string; gzip: Buffer; br: Buffer; bytes: number };

// Quality 5 compresses about as fast as gzip and smaller; 11 would cost seconds on a long list.
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

// Weak: the same JSON in any content encoding is one representation for revalidation.
const weakEtag = (digest: string) => `W/"${digest}"`;
const answer = (etag: string, gzipped: Buffer, brotli: Buffer): CompressedJson => ({
  etag,
  gzip: gzipped,
  br: brotli,
  bytes: gzipped.length + brotli.length + etag.length,
});

/** Serializes and compresses off the event loop (zlib's thread pool). */
export async function compressJson(value: unknown): Promise<CompressedJson> {
  return compressText(JSON.stringify(value));
}

/** A text answer (JSON, a rendered page) compressed in both encodings off the event loop. */
export async function compressText(text: string): Promise<CompressedJson> {
  const body = Buffer.from(text);
  const [gzipped, brotli] = await Promise.all([gzipAsync(body, { level: 6 }), brotliAsync(body, brotliOptions)]);
  return answer(weakEtag(createHash("sha1").update(body).digest("base64url")), gzipped, brotli);
}

/** A compressor whose output is collected; write() waits while it is behind. */
function collecting(stream: Transform) {
  const parts: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => parts.push(chunk));
  return {
    async write(bytes: Buffer) {
      if (!stream.write(bytes)) await once(stream, "drain");
    },
    async end(): Promise<Buffer> {
      stream.end();
      await once(stream, "end");
      return Buffer.concat(parts);
    },
  };
}

/**
 * A text written in parts, compressed as they come: only a part at a time and the compressed
 * result (a fraction of it) are held. The bytes are those of the parts joined.
 */
export async function compressTextParts(
  produce: (write: (text: string) => Promise<void>) => Promise<void>,
): Promise<CompressedJson> {
  const hash = createHash("sha1");
  const gzipped = collecting(createGzip({ level: 6 }));
  const brotli = collecting(createBrotliCompress(brotliOptions));
  await produce(async (text) => {
    const bytes = Buffer.from(text);
    hash.update(bytes);
    await Promise.all([gzipped.write(bytes), brotli.write(bytes)]);
  });
  const [gz, br] = await Promise.all([gzipped.end(), brotli.end()]);
  return answer(weakEtag(hash.digest("base64url")), gz, br);
}

/**
 * A JSON array whose items arrive in pages, compressed as they come: a list of thousands of
 * listings is never held as objects or as one string, only a page at a time and the compressed
 * result (a fraction of it). The bytes are the same as JSON.stringify of the whole array.
 */
export function compressJsonArray(
  produce: (emit: (items: unknown[]) => Promise<void>) => Promise<void>,
): Promise<CompressedJson> {
  return compressTextParts(async (write) => {
    let first = true;
    await write("[");
    await produce(async (items) => {
      if (!items.length) return;
      const json = JSON.stringify(items);
      await write(`${first ? "" : ","}${json.slice(1, -1)}`);
      first = false;
    });
    await write("]");
  });
}

/** Sends a compressed answer in the encoding the client prefers, or 304 when it has this version. */
export function sendCompressedJson(req: Request, res: Response, answer: CompressedJson) {
  return sendCompressed(req, res, answer, "application/json");
}

/** sendCompressedJson for any text type (a rendered page: "text/html; charset=utf-8"). */
export async function sendCompressed(req: Request, res: Response, answer: CompressedJson, type: string) {
  res.vary("Accept-Encoding");
  res.set("ETag", answer.etag);
  res.type(type);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // Brotli first when the client takes it at all: smaller than gzip for the same text.
  const encoding = (["br", "gzip"] as const).find((name) => req.acceptsEncodings(name) === name);
  if (encoding) {
    // The compression middleware leaves an answer alone that already has a Content-Encoding.
    offerForReplay(res, answer, encoding);
    res.set("Content-Encoding", encoding).send(answer[encoding]);
    return;
  }
  res.send(await gunzipAsync(answer.gzip));
}
