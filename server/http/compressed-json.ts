import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzip, gzip } from "node:zlib";
import type { Request, Response } from "express";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A JSON answer kept compressed, in the two encodings browsers ask for: a cache hit is then sent
 * as stored bytes, never compressed again. The rare client that accepts neither gets it unzipped.
 */
export type CompressedJson = { etag: string; gzip: Buffer; br: Buffer; bytes: number };

/** Serializes and compresses off the event loop (zlib's thread pool). */
export async function compressJson(value: unknown): Promise<CompressedJson> {
  const body = Buffer.from(JSON.stringify(value));
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    // Quality 5 compresses about as fast as gzip and smaller; 11 would cost seconds on a long list.
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  // Weak: the same JSON in any content encoding is one representation for revalidation.
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  return { etag, gzip: gzipped, br: brotli, bytes: gzipped.length + brotli.length + etag.length };
}

/** Sends a compressed answer in the encoding the client prefers, or 304 when it has this version. */
export async function sendCompressedJson(req: Request, res: Response, answer: CompressedJson) {
  res.vary("Accept-Encoding");
  res.set("ETag", answer.etag);
  res.type("application/json");
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // Brotli first when the client takes it at all: smaller than gzip for the same text.
  const encoding = (["br", "gzip"] as const).find((name) => req.acceptsEncodings(name) === name);
  if (encoding) {
    // The compression middleware leaves an answer alone that already has a Content-Encoding.
    res.set("Content-Encoding", encoding).send(answer[encoding]);
    return;
  }
  res.send(await gunzipAsync(answer.gzip));
}
