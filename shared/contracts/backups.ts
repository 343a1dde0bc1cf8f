import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

/** One archive in the backup folder. */
export const backupSummary = z.object({ name: z.string(), createdAt: timestamp, size: z.number().int() });
export type BackupSummary = Json<typeof backupSummary>;

/**
 * GET /api/backups (owners): the embedded database's archives, newest first, with where they lie and
 * how many are kept; with a PostgreSQL server ("postgres") the database's own backups cover
 * everything and the list is empty.
 */
export const backupListAnswer = z.object({
  mode: z.enum(["embedded", "postgres"]),
  directory: z.string().nullable(),
  keep: z.number().int(),
  backups: z.array(backupSummary),
});
export type BackupList = Json<typeof backupListAnswer>;
