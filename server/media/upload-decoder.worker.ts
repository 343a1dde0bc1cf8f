import { randomBytes } from "node:crypto";
import { readlinkSync } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { setPriority } from "node:os";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { DATA_URL_PATTERN, SNIFF_BYTES } from "./file-types";
import {
  UPLOAD_PREFIX,
  type DecodedFile,
  type DecoderData,
  type DecoderMessage,
  type DecoderReply,
} from "./upload-messages";

// The worker thread of jsonWithUploads (upload-body.ts): it gathers a request body's chunks, parses
// the JSON and decodes the data URLs of the upload fields, so that no multi-megabyte string or
// buffer ever lives on the event loop. With a media folder it writes each file itself.

const port = parentPort!;
const { dir } = workerData as DecoderData;
const bodies = new Map<number, Buffer[]>();

// Decoding is background work: on Linux (where a thread has its own nice value) the event loop
// thread gets the CPU first when both want it. Elsewhere this is skipped.
try {
  setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 10);
} catch {
  // Not Linux, or not allowed: the thread keeps the process's priority.
}

const ready = dir ? mkdir(dir, { recursive: true }) : undefined;

/** Writes a file under a new random name: temporary name, fsync, rename (as file-store.ts does). */
async function write(folder: string, bytes: Buffer): Promise<string> {
  await ready;
  const name = randomBytes(16).toString("hex");
  const temporary = join(folder, `${name}.${randomBytes(4).toString("hex")}.tmp`);
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
  await rename(temporary, join(folder, name));
  return name;
}

async function decode(
  id: number,
  fields: readonly string[],
): Promise<{ reply: DecoderReply; transfer: ArrayBuffer[] }> {
  const body = Buffer.concat(bodies.get(id) ?? []);
  bodies.delete(id);
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return { reply: { id, invalid: true }, transfer: [] };
  }
  const files: DecodedFile[] = [];
  const transfer: ArrayBuffer[] = [];
  if (json && typeof json === "object" && !Array.isArray(json)) {
    const record = json as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      const match = typeof value === "string" ? DATA_URL_PATTERN.exec(value) : null;
      if (!match) continue;
      const bytes = Buffer.from(match[3], "base64");
      const file: DecodedFile = {
        field,
        declaredType: match[1].toLowerCase(),
        size: bytes.length,
        head: new Uint8Array(bytes.subarray(0, SNIFF_BYTES)),
      };
      if (dir) file.file = await write(dir, bytes);
      else {
        file.bytes = new Uint8Array(bytes).buffer;
        transfer.push(file.bytes);
      }
      files.push(file);
      record[field] = UPLOAD_PREFIX + field;
    }
  }
  return { reply: { id, json, files }, transfer };
}

port.on("message", (message: DecoderMessage) => {
  const { id } = message;
  if ("chunk" in message) {
    const { chunk } = message;
    const chunks = bodies.get(id) ?? [];
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    bodies.set(id, chunks);
  } else if ("cancel" in message) bodies.delete(id);
  else
    decode(id, message.fields).then(
      ({ reply, transfer }) => port.postMessage(reply, transfer),
      () => port.postMessage({ id, failed: true } satisfies DecoderReply),
    );
});
