import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import lockfile from "proper-lockfile";

// The embedded database (PGlite) has no lock of its own: two processes on one folder hand out the
// same ids and break its files. The lock is a directory created atomically (mkdir) whose mtime the
// holder refreshes; a lock not refreshed for `staleMs` belongs to a dead process and is taken over,
// on any host that shares the folder. Beside it, who holds it, for the message.

const LOCK_NAME = "spreehaus.lock";
const OWNER_NAME = "spreehaus.lock.json";

type Owner = { pid: number; host: string; startedAt: string };

export class DataDirLockedError extends Error {}

export type DataDirLock = { release: () => Promise<void> };

export type DataDirLockOptions = {
  /** A lock not refreshed for this long counts as left behind by a dead process. */
  staleMs: number;
  /** The lock was lost (not refreshed in time, or taken over): the process must stop writing. */
  onCompromised: (error: Error) => void;
  /** Said while waiting for the lock of a process that is gone. */
  onWaiting?: (message: string) => void;
};

function readOwner(folder: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(join(folder, OWNER_NAME), "utf8")) as Owner;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** On this host, the owner's pid is gone (or is ours: a restarted container is pid 1 again). */
const ownerIsGone = (owner: Owner | undefined) =>
  owner !== undefined && owner.host === hostname() && (owner.pid === process.pid || !isAlive(owner.pid));

const berlinTime = (iso: string) =>
  new Date(iso).toLocaleString("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "medium" });

export function lockedMessage(folder: string, owner: Owner | undefined, staleMs: number): string {
  const who = owner
    ? `Prozess ${owner.pid} auf ${owner.host}, gestartet ${berlinTime(owner.startedAt)}`
    : "ein Prozess, der sich nicht eingetragen hat";
  return (
    `Der Datenordner ${folder} wird bereits von einem anderen Server-Prozess benutzt (${who}). ` +
    "Zwei Prozesse auf einem Datenordner beschädigen die eingebettete Datenbank. Beenden Sie den anderen " +
    "Prozess oder wählen Sie mit DATA_DIR einen anderen Ordner. Ist er abgestürzt, übernimmt ein neuer Start " +
    `die Sperre nach spätestens ${Math.ceil(staleMs / 1000)} Sekunden.`
  );
}

/** Takes the data folder for this process, or throws DataDirLockedError naming the holder. */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions): Promise<DataDirLock> {
  const folder = resolve(dataDir);
  const settings = {
    lockfilePath: join(folder, LOCK_NAME),
    realpath: false,
    stale: options.staleMs,
    onCompromised: options.onCompromised,
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, settings);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const owner = readOwner(folder);
    if (!ownerIsGone(owner)) throw new DataDirLockedError(lockedMessage(folder, owner, options.staleMs));
    // The holder died without letting go: its lock turns stale within staleMs, then it is ours.
    options.onWaiting?.(
      `Der Datenordner ${folder} ist noch von Prozess ${owner!.pid} gesperrt, der nicht mehr läuft; ` +
        `die Sperre wird in spätestens ${Math.ceil(options.staleMs / 1000)} Sekunden übernommen.`,
    );
    const attempts = Math.ceil(options.staleMs / 500) + 4;
    release = await lockfile
      .lock(folder, { ...settings, retries: { retries: attempts, factor: 1, minTimeout: 500, maxTimeout: 500 } })
      .catch((again: NodeJS.ErrnoException) => {
        if (again.code !== "ELOCKED") throw again;
        throw new DataDirLockedError(lockedMessage(folder, readOwner(folder), options.staleMs));
      });
  }
  const me: Owner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  writeFileSync(join(folder, OWNER_NAME), JSON.stringify(me));
  return {
    release: async () => {
      const owner = readOwner(folder);
      if (owner?.pid === me.pid && owner.host === me.host) rmSync(join(folder, OWNER_NAME), { force: true });
      await release();
    },
  };
}
