import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { dirname, join, posix } from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { crc32 } from "node:zlib";
import yauzl from "yauzl";
import { ZipFile } from "yazl";
import { isDatabaseEntry, type RecordCounts, type Snapshot } from "./database-snapshot";

// A backup is one ZIP: manifest.json, the embedded database's data folder under database/ (its
// files deflate well) and the media files under media/ (stored: photos and PDFs are compressed
// already). yazl writes it as a stream; yauzl reads it back entry by entry, and a restore checks
// every entry's CRC before it uses a byte.

export const BACKUP_FORMAT = "spreehaus-sicherung";
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = "manifest.json";
const MEDIA_NAME = /^[a-f0-9]{32}(\.[a-z0-9]+)*$/;

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** PostgreSQL's major version of the data folder (PG_VERSION): a restore needs the same. */
  postgres: string;
  databaseFiles: number;
  mediaFiles: number;
  missingMedia: number;
  counts: RecordCounts;
};

/** Bad input for a restore: said to the operator as it is, and nothing was changed. */
export class BackupRefused extends Error {}

/** Writes the archive to `target` (under a temporary name first, synced, then renamed); returns its size. */
export async function writeArchive(target: string, snapshot: Snapshot, staging: string, manifest: Manifest) {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST);
  for (const directory of snapshot.database.directories) zip.addEmptyDirectory(`database/${directory}`);
  // yazl sums each buffer's CRC at once, on this thread: a few files at a time, so requests get turns between.
  for (const [index, file] of snapshot.database.files.entries()) {
    zip.addBuffer(file.bytes, `database/${file.path}`);
    if (index % 32 === 31) await nextTurn();
  }
  for (const name of snapshot.media) zip.addFile(join(staging, name), `media/${name}`, { compress: false });
  zip.end();
  const temporary = `${target}.tmp`;
  await mkdir(dirname(target), { recursive: true });
  try {
    await pipeline(zip.outputStream as Readable, createWriteStream(temporary, { flags: "wx", mode: 0o600 }));
    const handle = await open(temporary, "r");
    await handle.sync().finally(() => handle.close());
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return (await stat(target)).size;
}

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error("no zip")) : resolve(zip),
    ),
  );

const entriesOf = (zip: yauzl.ZipFile) =>
  new Promise<yauzl.Entry[]>((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });

const readStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream))),
  );

/** Where an entry goes in the data folder, or undefined when it has no place in a backup. */
function placeOf(name: string): string | undefined {
  const clean = name.replace(/\/$/, "");
  if (name.includes("\\") || clean.startsWith("/") || posix.normalize(clean) !== clean) return;
  const [top, first, ...rest] = clean.split("/");
  if (top === "database" && first && isDatabaseEntry(first)) return [first, ...rest].join("/");
  if (top === "media" && first && MEDIA_NAME.test(first) && rest.length === 0) return `media/${first}`;
}

/** A backup archive, checked: its manifest, and its entries each with the place it restores to. */
export type OpenedBackup = {
  manifest: Manifest;
  /** Writes every entry under `folder` (database files at the top, media/ beside them), CRCs checked. */
  extractTo: (folder: string) => Promise<void>;
  close: () => void;
};

export async function openBackup(path: string): Promise<OpenedBackup> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw new BackupRefused(`Die Datei ${path} gibt es nicht.`);
  const notABackup = (why: string) =>
    new BackupRefused(`Die Datei ${path} ist keine Sicherung dieser Website (${why}).`);
  const zip = await openZip(path).catch(() => {
    throw notABackup("kein ZIP-Archiv");
  });
  try {
    const entries = await entriesOf(zip).catch(() => {
      throw notABackup("das ZIP-Archiv ist beschädigt");
    });
    const manifestEntry = entries.find((entry) => entry.fileName === MANIFEST);
    if (!manifestEntry) throw notABackup(`es fehlt ${MANIFEST}`);
    const manifest = JSON.parse(
      (await (await readStream(zip, manifestEntry)).toArray()).map((chunk: Buffer) => chunk.toString()).join(""),
    ) as Partial<Manifest>;
    if (manifest.format !== BACKUP_FORMAT) throw notABackup(`${MANIFEST} nennt ein anderes Format`);
    if (manifest.version !== BACKUP_FORMAT_VERSION)
      throw new BackupRefused(
        `Die Sicherung ${path} hat das Format ${manifest.version}; diese Version kann Format ${BACKUP_FORMAT_VERSION} wiederherstellen.`,
      );
    const placed = entries.filter((entry) => entry !== manifestEntry).map((entry) => [entry, placeOf(entry.fileName)]);
    const stray = placed.find(([, place]) => place === undefined);
    if (stray) throw notABackup(`unerwarteter Eintrag ${(stray[0] as yauzl.Entry).fileName}`);
    const files = placed.filter(([entry]) => !(entry as yauzl.Entry).fileName.endsWith("/"));
    const media = files.filter(([, place]) => (place as string).startsWith("media/")).length;
    if (!files.some(([, place]) => place === "PG_VERSION") || media !== manifest.mediaFiles)
      throw notABackup("sie ist unvollständig");
    return {
      manifest: manifest as Manifest,
      close: () => zip.close(),
      async extractTo(folder) {
        for (const [entry, place] of placed as [yauzl.Entry, string][]) {
          const target = join(folder, place);
          if (entry.fileName.endsWith("/")) {
            await mkdir(target, { recursive: true, mode: 0o700 });
            continue;
          }
          await mkdir(dirname(target), { recursive: true, mode: 0o700 });
          let checksum = 0;
          const summed = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              checksum = crc32(chunk, checksum);
              done(null, chunk);
            },
          });
          await pipeline(await readStream(zip, entry), summed, createWriteStream(target, { flags: "wx", mode: 0o600 }));
          if (checksum >>> 0 !== entry.crc32 >>> 0) throw notABackup(`${entry.fileName} ist beschädigt`);
        }
      },
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
