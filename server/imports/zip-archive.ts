import AdmZip from "adm-zip";
import { inflateRawSync } from "node:zlib";
import { posix } from "node:path";
import { badRequest, HttpError } from "../http/errors";

// Limits for archives from outside. Sizes declared in a ZIP can lie, so every entry is inflated
// with a hard output cap; only entries that are actually needed are ever inflated.
export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxDataFileBytes: 10 * 1024 * 1024,
  maxImageBytes: 5 * 1024 * 1024,
};

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

type Entry = AdmZip.IZipEntry;

/** A safe, normalised relative name, or undefined for `..`, absolute paths, links and folders. */
function safeName(entry: Entry): string | undefined {
  if (entry.isDirectory) return undefined;
  if (((entry.attr >>> 16) & S_IFMT) === S_IFLNK) return undefined;
  const name = entry.entryName.replace(/\\/g, "/");
  if (name.startsWith("/") || /^[a-z]:/i.test(name) || name.split("/").includes("..")) return undefined;
  return posix.normalize(name);
}

export class ZipArchive {
  private readonly entries = new Map<string, Entry>();
  private inflatedBytes = 0;

  constructor(buffer: Buffer) {
    let zip: AdmZip;
    let all: Entry[];
    try {
      zip = new AdmZip(buffer);
      all = zip.getEntries();
    } catch {
      throw badRequest("Die Datei ist kein gültiges ZIP-Archiv.");
    }
    if (all.length > ZIP_LIMITS.maxEntries)
      throw badRequest(`Das Archiv enthält mehr als ${ZIP_LIMITS.maxEntries} Dateien.`);
    for (const entry of all) {
      const name = safeName(entry);
      if (name) this.entries.set(name, entry);
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** The entry's bytes, inflated with a cap of `maxBytes` (and of the archive's total budget). */
  read(name: string, maxBytes: number): Buffer {
    const entry = this.entries.get(name);
    if (!entry) throw badRequest(`Datei nicht im Archiv: ${name}`);
    if (entry.header.flags & 1) throw badRequest(`Verschlüsselte Dateien werden nicht unterstützt: ${name}`);
    const cap = Math.min(maxBytes, ZIP_LIMITS.maxTotalBytes - this.inflatedBytes);
    const tooLarge = () => new HttpError(413, `Die Datei ${name} ist im entpackten Zustand zu groß.`);
    const compressed = entry.getCompressedData();
    let data: Buffer;
    if (entry.header.method === 0) {
      data = compressed;
    } else if (entry.header.method === 8) {
      try {
        data = inflateRawSync(compressed, { maxOutputLength: Math.max(cap, 1) });
      } catch (error) {
        if (error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
          throw tooLarge();
        throw badRequest(`Die Datei ${name} im Archiv ist beschädigt.`);
      }
    } else {
      throw badRequest(`Nicht unterstütztes Kompressionsverfahren: ${name}`);
    }
    if (data.length > cap) throw tooLarge();
    this.inflatedBytes += data.length;
    return data;
  }
}
