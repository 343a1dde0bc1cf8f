import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { imageFormats, imageWidths, type ImageFormat } from "@shared/media-variants";

const variantSuffixes = imageWidths.flatMap((width) =>
  (Object.keys(imageFormats) as ImageFormat[]).map((format) => variantSuffix(width, format)),
);

/** The suffix of a variant's file: `{width}.{format}`. */
export function variantSuffix(width: number, format: ImageFormat): string {
  return `${width}.${format}`;
}

/**
 * Where the embedded database's files go: DATA_DIR/media, or a fresh temporary folder when the
 * database itself lives in memory (browser tests).
 */
export function mediaDirFor(dataDir: string): string {
  return dataDir.startsWith("memory://") ? mkdtempSync(join(tmpdir(), "spreehaus-media-")) : join(dataDir, "media");
}

/**
 * File bytes kept on disk beside the embedded database: PGlite runs PostgreSQL on the event loop,
 * and writing megabytes into it blocks every other request for seconds. Names are random (never
 * derived from input); a file is written under a temporary name, fsynced and then renamed, so a
 * name in a row always means a complete file.
 */
export function createFileStore(dir: string) {
  const ready = mkdir(dir, { recursive: true });
  const pathOf = (name: string) => {
    if (!/^[a-f0-9]{32}(\.[a-z0-9.]+)?$/.test(name)) throw new Error(`invalid media file name: ${name}`);
    return join(dir, name);
  };

  async function writeAs(name: string, bytes: Buffer): Promise<void> {
    await ready;
    const temporary = join(dir, `${name}.${randomBytes(4).toString("hex")}.tmp`);
    const handle = await open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, pathOf(name));
  }

  return {
    dir,
    /** Stores bytes under a new random name and returns it. */
    async write(bytes: Buffer): Promise<string> {
      const name = randomBytes(16).toString("hex");
      await writeAs(name, bytes);
      return name;
    },
    /** Stores a derived file (e.g. a variant) under `{base}.{suffix}`. */
    async writeDerived(base: string, suffix: string, bytes: Buffer): Promise<string> {
      const name = `${base}.${suffix}`;
      await writeAs(name, bytes);
      return name;
    },
    read: (name: string) => readFile(pathOf(name)),
    /** Removes files and the variants derived from them; missing files are fine. */
    async remove(names: string[]): Promise<void> {
      const doomed = names.flatMap((name) => [name, ...variantSuffixes.map((suffix) => `${name}.${suffix}`)]);
      await Promise.all(doomed.map((name) => rm(pathOf(name), { force: true })));
    },
    /** Every file with its age, for the sweep of files no row names. */
    async list(): Promise<{ name: string; modifiedMs: number }[]> {
      await ready;
      const names = await readdir(dir);
      const entries = await Promise.all(
        names.map(async (name) => ({
          name,
          modifiedMs: (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs,
        })),
      );
      return entries.filter((e): e is { name: string; modifiedMs: number } => e.modifiedMs !== undefined);
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
