import { posix } from "node:path";
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { badRequest, HttpError } from "../http/errors";
import { MAX_IMAGE_BYTES } from "../media/file-types";

// Limits for archives from outside. The entry count comes from the end record and the total size
// from the central directory, both checked before any entry is read. Sizes declared in a ZIP can
// lie, so every entry is also inflated with a hard output cap (yauzl stops at the declared size),
// and only entries that are actually needed are ever inflated.
export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxDataFileBytes: 10 * 1024 * 1024,
  // A photo in an archive may be as large as one uploaded on its own.
  maxImageBytes: MAX_IMAGE_BYTES,
};

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MB = 1024 * 1024;

const notAZip = () => badRequest("Die Datei ist kein gültiges ZIP-Archiv.");

/** A safe, normalised relative name, or undefined for folders and links (`..` is refused on lookup). */
function safeName(entry: yauzl.Entry): string | undefined {
  const raw = entry.fileName as unknown as Buffer;
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
  if (name.endsWith("/") || name.endsWith("\\")) return undefined;
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) return undefined;
  return posix.normalize(name.replace(/\\/g, "/"));
}

const fromBuffer = (buffer: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(notAZip()) : resolve(zip),
    ),
  );

/** Every entry of the central directory, one at a time; never more than the limit allows. */
function readDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let declaredBytes = 0;
    zip.on("entry", (entry: yauzl.Entry) => {
      declaredBytes += entry.uncompressedSize;
      if (entries.length >= ZIP_LIMITS.maxEntries) return reject(tooManyEntries());
      if (declaredBytes > ZIP_LIMITS.maxTotalBytes)
        return reject(new HttpError(413, `Das Archiv ist entpackt größer als ${ZIP_LIMITS.maxTotalBytes / MB} MB.`));
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", () => reject(notAZip()));
    zip.readEntry();
  });
}

const tooManyEntries = () => badRequest(`Das Archiv enthält mehr als ${ZIP_LIMITS.maxEntries} Dateien.`);

export class ZipArchive {
  private inflatedBytes = 0;

  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  /** Opens an archive; refuses one with too many entries or too many declared bytes before reading any. */
  static async open(buffer: Buffer): Promise<ZipArchive> {
    const zip = await fromBuffer(buffer);
    if (zip.entryCount > ZIP_LIMITS.maxEntries) throw tooManyEntries();
    const entries = new Map<string, yauzl.Entry>();
    for (const entry of await readDirectory(zip)) {
      const name = safeName(entry);
      if (name) entries.set(name, entry);
    }
    return new ZipArchive(zip, entries);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** The entry's bytes, inflated with a cap of `maxBytes` (and of the archive's total budget). */
  async read(name: string, maxBytes: number): Promise<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw badRequest(`Datei nicht im Archiv: ${name}`);
    if (entry.isEncrypted()) throw badRequest(`Verschlüsselte Dateien werden nicht unterstützt: ${name}`);
    if (![0, 8].includes(entry.compressionMethod))
      throw badRequest(`Nicht unterstütztes Kompressionsverfahren: ${name}`);
    const cap = Math.min(maxBytes, ZIP_LIMITS.maxTotalBytes - this.inflatedBytes);
    const tooLarge = () => new HttpError(413, `Die Datei ${name} ist im entpackten Zustand zu groß.`);
    if (entry.uncompressedSize > cap) throw tooLarge();
    const data = await this.collect(entry, cap, tooLarge, () =>
      badRequest(`Die Datei ${name} im Archiv ist beschädigt.`),
    );
    this.inflatedBytes += data.length;
    return data;
  }

  private collect(entry: yauzl.Entry, cap: number, tooLarge: () => Error, damaged: () => Error): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream?: Readable) => {
        if (error || !stream) return reject(damaged());
        const parts: Buffer[] = [];
        let length = 0;
        stream.on("data", (part: Buffer) => {
          length += part.length;
          if (length > cap) {
            stream.destroy();
            reject(tooLarge());
          } else parts.push(part);
        });
        // yauzl ends the stream with an error as soon as it yields more than the declared size.
        stream.on("error", (e: Error) => reject(/too many bytes/.test(e.message) ? tooLarge() : damaged()));
        stream.on("end", () => resolve(Buffer.concat(parts)));
      });
    });
  }
}
