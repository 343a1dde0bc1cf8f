import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { formatFileSize } from "@shared/format";
import { BACKUP_NAME_PATTERN } from "@shared/validation/backups";
import type { Database } from "../db/client";
import { conflict, notFound } from "../http/errors";
import type { AuditService } from "../audit/audit.service";
import type { Logger } from "../logger";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, writeArchive } from "./backup-archive";
import { takeSnapshot } from "./database-snapshot";

export const BACKUP_JOB = "backup.daily";
/** Daily at night (UTC), after the retention clock (02:30), so erased data is not carried along. */
export const BACKUP_CRON = "0 3 * * *";

export const postgresBackupMessage =
  "Die Datenbank liegt auf einem PostgreSQL-Server, mit allen Fotos und Dokumenten. Sichern Sie sie mit pg_dump oder den Schnappschüssen Ihres Anbieters (siehe README).";

export type BackupSettings = { dir: string; keep: number };
export type BackupSummary = { name: string; createdAt: Date; size: number };

/** sicherung-20261129-030000-123.zip (UTC): sorts by time, and says it. */
const nameAt = (at: Date) =>
  `sicherung-${at.toISOString().replace(/[-:]/g, "").replace("T", "-").replace(".", "-").slice(0, 19)}.zip`;
const timeOf = (name: string) => {
  const [, d, t, ms] = /^sicherung-(\d{8})-(\d{6})-(\d{3})\.zip$/.exec(name)!;
  return new Date(
    `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}.${ms}Z`,
  );
};

/**
 * Backups of the embedded database: a consistent archive of the database and the media files its
 * rows name, written to the backup folder, the newest `keep` kept. With a PostgreSQL server the
 * bytes of every file live in the database, whose own backups cover everything: nothing to do here.
 */
export function createBackupService(
  deps: { database: Database; mediaDir?: string; audit: AuditService; logger: Logger },
  settings: BackupSettings,
) {
  const { database, mediaDir, audit, logger } = deps;
  const available = database.kind === "pglite" && mediaDir !== undefined;
  const dir = resolve(settings.dir);
  // One backup at a time (the daily job and an owner's click may meet).
  let previous: Promise<unknown> = Promise.resolve();

  async function list(): Promise<BackupSummary[]> {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => BACKUP_NAME_PATTERN.test(name));
    const found = await Promise.all(
      names.map(async (name) => {
        const info = await stat(join(dir, name)).catch(() => undefined);
        return info && { name, createdAt: timeOf(name), size: info.size };
      }),
    );
    return found.filter((entry) => entry !== undefined).sort((a, b) => b.name.localeCompare(a.name));
  }

  async function make(): Promise<BackupSummary> {
    const started = Date.now();
    const createdAt = new Date();
    const name = nameAt(createdAt);
    // Beside the media folder: links need the same file system, and it is outside the database's files.
    const staging = join(dirname(mediaDir!), `.sicherung-${randomBytes(6).toString("hex")}`);
    try {
      const snapshot = await takeSnapshot(database, mediaDir!, staging);
      const pgVersion = snapshot.database.files.find((file) => file.path === "PG_VERSION");
      const size = await writeArchive(join(dir, name), snapshot, staging, {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        postgres: pgVersion?.bytes.toString().trim() ?? "",
        databaseFiles: snapshot.database.files.length,
        mediaFiles: snapshot.media.length,
        missingMedia: snapshot.missingMedia,
        counts: snapshot.counts,
      });
      if (snapshot.missingMedia)
        logger.warn({ missing: snapshot.missingMedia }, "Sicherung: Mediendateien fehlen, auf die Einträge verweisen");
      const removed = await prune();
      logger.info(
        { backup: name, bytes: size, media: snapshot.media.length, removed, ms: Date.now() - started },
        "Sicherung erstellt",
      );
      await audit.record({
        action: "backup.created",
        summary: `Sicherung ${name} erstellt (${formatFileSize(size)}, ${snapshot.media.length} Mediendateien)`,
        recordType: "backup",
        recordId: name,
      });
      return { name, createdAt, size };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Removes the oldest archives beyond `keep`; returns how many. */
  async function prune(): Promise<number> {
    const doomed = (await list()).slice(settings.keep);
    await Promise.all(doomed.map((backup) => rm(join(dir, backup.name), { force: true })));
    return doomed.length;
  }

  return {
    available,
    directory: available ? dir : null,
    keep: settings.keep,
    list: async () => (available ? list() : []),

    create(): Promise<BackupSummary> {
      if (!available) return Promise.reject(conflict(postgresBackupMessage));
      const run = previous.then(make, make);
      previous = run.catch(() => undefined);
      return run;
    },

    /** One archive to download, recorded in the audit trail before a byte is sent. */
    async download(name: string) {
      const info =
        available && BACKUP_NAME_PATTERN.test(name) ? await stat(join(dir, name)).catch(() => undefined) : undefined;
      if (!info?.isFile()) throw notFound("Diese Sicherung gibt es nicht (mehr).");
      await audit.record({
        action: "backup.downloaded",
        summary: `Sicherung ${name} heruntergeladen (${formatFileSize(info.size)})`,
        recordType: "backup",
        recordId: name,
      });
      return { size: info.size, stream: createReadStream(join(dir, name)) };
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
