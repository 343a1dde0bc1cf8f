import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, rmdir } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { openPglite } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../db/data-dir-lock";
import { BackupRefused, openBackup, type Manifest } from "./backup-archive";
import type { RecordCounts } from "./database-snapshot";

export type RestoreOptions = {
  archive: string;
  dataDir: string;
  backupDir: string;
  /** Restore into a folder that holds data: its content is moved into a subfolder first, not deleted. */
  force: boolean;
  lockStaleMs: number;
};

export type RestoreResult = { manifest: Manifest; counts: RecordCounts; folder: string; setAside?: string };

const SET_ASIDE = "vor-wiederherstellung-";

/** What in the data folder is data: everything but the lock, the backups, earlier set-asides and an empty media/. */
async function dataIn(folder: string, backupDir: string, archive: string): Promise<string[]> {
  const keepOut = new Set(["spreehaus.lock", "spreehaus.lock.json"]);
  if (dirname(resolve(backupDir)) === folder) keepOut.add(basename(resolve(backupDir)));
  if (dirname(resolve(archive)) === folder) keepOut.add(basename(archive));
  const names: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (keepOut.has(entry.name) || entry.name.startsWith(SET_ASIDE) || entry.name.startsWith(".")) continue;
    if (entry.name === "media" && entry.isDirectory() && (await readdir(join(folder, "media"))).length === 0) {
      await rmdir(join(folder, "media"));
      continue;
    }
    names.push(entry.name);
  }
  return names;
}

async function moveAll(names: string[], from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const name of names) await rename(join(from, name), join(to, name));
}

/** Opens the restored database once (PostgreSQL recovers it as after a power cut) and counts what it holds. */
async function countsIn(folder: string): Promise<RecordCounts> {
  const database = await openPglite(folder);
  try {
    const { rows } = await database.pool.query<RecordCounts>(`select
      (select count(*) from properties)::int as properties,
      (select count(*) from applications)::int as applications,
      (select count(*) from users)::int as users,
      (select count(*) from media)::int as media`);
    return rows[0];
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup archive into the embedded database's data folder while no server uses it (the
 * folder's lock says so). Everything is checked and unpacked beside the data first; only then is
 * anything moved, and if the restored database does not open, the folder is put back as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const backup = await openBackup(options.archive);
  const folder = resolve(options.dataDir);
  try {
    await mkdir(folder, { recursive: true });
    const lock = await lockDataDir(folder, { staleMs: options.lockStaleMs, onCompromised: () => undefined }).catch(
      (error: unknown) => {
        if (!(error instanceof DataDirLockedError)) throw error;
        throw new BackupRefused(`Wiederherstellen geht nur bei beendetem Server. ${error.message}`);
      },
    );
    try {
      const present = await dataIn(folder, options.backupDir, options.archive);
      if (present.length && !options.force)
        throw new BackupRefused(
          `Der Datenordner ${folder} ist nicht leer (${present.slice(0, 5).join(", ")}${present.length > 5 ? " …" : ""}). ` +
            "Eine Wiederherstellung überschreibt nichts: wählen Sie mit DATA_DIR einen leeren Ordner, oder geben Sie " +
            "--force an; dann wird der bisherige Inhalt in einen Unterordner verschoben, nicht gelöscht.",
        );
      const staging = join(folder, `.wiederherstellung-${randomBytes(6).toString("hex")}`);
      try {
        await backup.extractTo(staging);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
      const setAside = present.length
        ? join(folder, `${SET_ASIDE}${new Date().toISOString().replace(/[:.]/g, "-")}`)
        : undefined;
      if (setAside) await moveAll(present, folder, setAside);
      const restored = await readdir(staging);
      await moveAll(restored, staging, folder);
      await rm(staging, { recursive: true, force: true });
      try {
        return { manifest: backup.manifest, counts: await countsIn(folder), folder, setAside };
      } catch (error) {
        await Promise.all(restored.map((name) => rm(join(folder, name), { recursive: true, force: true })));
        if (setAside) {
          await moveAll(present, setAside, folder);
          await rm(setAside, { recursive: true, force: true });
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new BackupRefused(
          `Die Datenbank der Sicherung ließ sich nicht öffnen (${reason}); der Datenordner ist wieder wie vorher.`,
        );
      }
    } finally {
      await lock.release();
    }
  } finally {
    backup.close();
  }
}
