import { z } from "./zod";

/** An archive's name as the backup job writes it: sicherung-YYYYMMDD-HHMMSS-mmm.zip (UTC). */
export const BACKUP_NAME_PATTERN = /^sicherung-\d{8}-\d{6}-\d{3}\.zip$/;

/** Route parameter `:name` of `/api/backups/:name`: only names the job writes, so no path can be named. */
export const backupNameParamSchema = z.object({
  name: z.string().regex(BACKUP_NAME_PATTERN, "Diese Sicherung gibt es nicht."),
});
