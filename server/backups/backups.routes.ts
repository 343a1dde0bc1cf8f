import { routeHandlers } from "../http/mount-routes";
import type { BackupService } from "./backups.service";

/** The owners' backups: the list, one made now, and a download (each recorded in the audit trail). */
export const backupsHandlers = (backups: BackupService) =>
  routeHandlers({
    listBackups: async (_input, reply) =>
      reply(200, {
        mode: backups.available ? "embedded" : "postgres",
        directory: backups.directory,
        keep: backups.keep,
        backups: await backups.list(),
      }),
    createBackup: async (_input, reply) => reply(201, await backups.create()),
    downloadBackup: async ({ params }, _reply, _req, res) => {
      const { size, stream } = await backups.download(params.name);
      res.status(200).set({
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${params.name}"`,
        "Content-Length": String(size),
      });
      stream.on("error", (error) => res.destroy(error));
      stream.pipe(res);
    },
  });
