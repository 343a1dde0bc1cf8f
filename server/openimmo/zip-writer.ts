import { buffer } from "node:stream/consumers";
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";

// yazl writes the archive (the sibling of yauzl, which reads the imports): headers, CRCs, UTF-8
// names and ZIP64 past 4 GB are its business, and it deflates with Node's zlib on the thread pool,
// so a large feed never blocks the event loop the way deflateRawSync did.

export type ZipEntry = { name: string; data: Buffer };

// Photos are compressed already: deflating them again costs time and gains nothing, so they are stored.
const compressedAlready = /\.(?:jpe?g|png|webp|gif)$/i;

/**
 * The archive as a stream, one entry after another: a caller that pipes it on holds no second copy
 * of the files.
 */
export function zipStream(files: ZipEntry[]): Readable {
  const zip = new ZipFile();
  const mtime = new Date();
  for (const file of files)
    zip.addBuffer(file.data, file.name, {
      mtime,
      compress: !compressedAlready.test(file.name),
      // Only the DOS date and time, as the feed always had: no extra field a portal's reader might trip on.
      forceDosTimestamp: true,
    });
  zip.end();
  const output = zip.outputStream as Readable;
  // yazl reports a failed deflate on the ZipFile; the reader of the stream must hear of it.
  zip.on("error", (error: Error) => output.destroy(error));
  return output;
}

/** The whole archive in memory, for an answer sent with its length. */
export function zipFiles(files: ZipEntry[]): Promise<Buffer> {
  return buffer(zipStream(files));
}
