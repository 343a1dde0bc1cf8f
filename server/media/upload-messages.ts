// What the event loop and the upload decoder's worker thread (upload-decoder.worker.ts) say to each
// other; both sides import these types, so a change to one side fails the type check of the other.

/** What a field holds once its data URL was decoded off the event loop. */
export const UPLOAD_PREFIX = "upload:";

/** Where the worker writes decoded files (the embedded database's media folder), or null to hand bytes back. */
export type DecoderData = { dir: string | null };

/** One message to the worker about the request body `id`: a chunk of it, its end, or its cancellation. */
export type DecoderMessage =
  | { id: number; chunk: Uint8Array }
  | { id: number; end: true; fields: readonly string[] }
  | { id: number; cancel: true };

/** One decoded file: its declared type, size and first bytes, and its written file's name or its bytes. */
export type DecodedFile = {
  field: string;
  declaredType: string;
  size: number;
  head: Uint8Array;
  file?: string;
  bytes?: ArrayBuffer;
};

/** The worker's answer to a body's end: the JSON with files replaced, or why there is none. */
export type DecoderReply = {
  id: number;
  invalid?: true;
  failed?: true;
  json?: unknown;
  files?: DecodedFile[];
};
