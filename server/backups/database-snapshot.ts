import { copyFile, link, mkdir, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "../db/client";

/** The embedded database's own files, by path inside its data folder ("base/5/1259"). */
export type DatabaseFiles = { directories: string[]; files: { path: string; bytes: Buffer }[] };

export type RecordCounts = { properties: number; applications: number; users: number; media: number };

export type Snapshot = {
  database: DatabaseFiles;
  /** Media files the rows name, linked (or copied) into the staging folder. */
  media: string[];
  /** Files a row names that were not on disk (the backup still holds everything else). */
  missingMedia: number;
  counts: RecordCounts;
};

/**
 * What PostgreSQL keeps in its data folder. DATA_DIR also holds media/, the backups, the lock and
 * what a restore set aside; none of that belongs to the database, and a backup that read them
 * would hold every earlier backup.
 */
export const isDatabaseEntry = (name: string) =>
  name === "PG_VERSION" || name === "base" || name === "global" || /^(pg_|postgresql\.)/.test(name);

/** Every file and folder of the database under `root`; the files are read many at a time (the turn waits for them). */
async function readTree(root: string): Promise<DatabaseFiles> {
  const into: DatabaseFiles = { directories: [], files: [] };
  const paths: string[] = [];
  const walk = async (under: string): Promise<void> => {
    for (const entry of await readdir(join(root, under), { withFileTypes: true })) {
      if (!under && !isDatabaseEntry(entry.name)) continue;
      const path = under ? `${under}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        into.directories.push(path);
        await walk(path);
      } else if (entry.isFile()) paths.push(path);
    }
  };
  await walk("");
  for (let start = 0; start < paths.length; start += 64) {
    const batch = paths.slice(start, start + 64);
    const read = await Promise.all(batch.map((path) => readFile(join(root, path))));
    batch.forEach((path, index) => into.files.push({ path, bytes: read[index] }));
  }
  return into;
}

/** The entries of PGlite's dumpDataDir tarball (ustar; names start with "/"), for a database in memory. */
export function filesOfTarball(tar: Buffer): DatabaseFiles {
  const result: DatabaseFiles = { directories: [], files: [] };
  const text = (start: number, length: number) => tar.toString("utf8", start, start + length).replace(/\0.*$/s, "");
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = text(offset, 100);
    if (!name) break;
    const prefix = text(offset + 345, 155);
    const size = parseInt(text(offset + 124, 12).trim() || "0", 8);
    const path = `${prefix ? `${prefix}/` : ""}${name}`.replace(/^\/+|\/+$/g, "");
    const type = text(offset + 156, 1);
    if (type === "5") result.directories.push(path);
    else if (path && isDatabaseEntry(path.split("/")[0])) {
      result.files.push({ path, bytes: Buffer.from(tar.subarray(offset + 512, offset + 512 + size)) });
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  result.directories = result.directories.filter((path) => path && isDatabaseEntry(path.split("/")[0]));
  return result;
}

/** Links a file into the staging folder (no bytes copied); a copy where the file system has no links. */
async function keep(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP") throw error;
    await copyFile(from, to);
    return true;
  }
}

const countsQuery = `select
  (select count(*) from properties)::int as properties,
  (select count(*) from applications)::int as applications,
  (select count(*) from users)::int as users,
  (select count(*) from media)::int as media`;

const mediaFilesQuery = `select file from media where file is not null
  union all select file from media_variants where file is not null`;

/**
 * A consistent copy of the embedded database and of the media files its rows name, taken in one
 * turn of its single connection: nothing else runs a statement meanwhile. A checkpoint writes
 * everything to the data folder first, so the files read are those of a cleanly written database.
 * A file is removed only after the row naming it is deleted, which cannot happen during the turn;
 * linking the files here keeps them for the archive even if their rows are deleted right after.
 */
export async function takeSnapshot(database: Database, mediaDir: string, staging: string): Promise<Snapshot> {
  if (!database.alone) throw new Error("snapshots are for the embedded database");
  const dataDir = database.dataDir;
  return database.alone(async (connection) => {
    await connection.exec("CHECKPOINT");
    const databaseFiles = dataDir
      ? await readTree(dataDir)
      : filesOfTarball(Buffer.from(await (await database.dump!()).arrayBuffer()));
    const [counts] = (await connection.query<RecordCounts>(countsQuery)).rows;
    const names = (await connection.query<{ file: string }>(mediaFilesQuery)).rows.map((row) => row.file);
    await mkdir(staging, { recursive: true });
    const media: string[] = [];
    for (let start = 0; start < names.length; start += 64) {
      const batch = names.slice(start, start + 64);
      const kept = await Promise.all(batch.map((name) => keep(join(mediaDir, name), join(staging, name))));
      media.push(...batch.filter((_name, index) => kept[index]));
    }
    return { database: databaseFiles, media, missingMedia: names.length - media.length, counts };
  });
}
