import { badRequest } from "../http/errors";
import { singleFileUpload, startsLikeZip } from "../http/file-upload";
import { routeHandlers } from "../http/mount-routes";
import type { OpenimmoExport } from "./export.service";
import type { OpenimmoImport } from "./import.service";

export const notOpenimmoFileMessage = "Bitte wählen Sie eine OpenImmo-Datei aus (ZIP oder XML).";

const looksLikeXml = (bytes: Buffer) => /^(\uFEFF)?\s*</.test(bytes.subarray(0, 64).toString("utf8"));

/** The feed for the portals and the import of the CRM's feed (staff). */
export const openimmoHandlers = (feed: OpenimmoExport, imports: OpenimmoImport) =>
  routeHandlers({
    openimmoExport: async ({ query }, _reply, _req, res) => {
      const { zip, scope } = await feed.build(query.since);
      const day = new Date().toISOString().slice(0, 10);
      res
        .status(200)
        .set({
          "Content-Type": "application/zip",
          "Content-Disposition": `attachment; filename="openimmo-${scope.toLowerCase()}-${day}.zip"`,
          "Content-Length": String(zip.length),
        })
        .end(zip);
    },
    openimmoLastExport: async (_input, reply) => {
      const last = await feed.lastExport();
      reply(200, {
        last: last
          ? {
              fetchedAt: last.fetchedAt,
              scope: last.scope,
              since: last.since,
              listings: last.listings,
              removals: last.removals,
            }
          : null,
      });
    },
    openimmoImport: {
      // In memory only, one file: the same ceiling as the ZIP import.
      before: [singleFileUpload("file")],
      handle: async (_input, reply, req) => {
        if (!req.file) throw badRequest("Keine Datei ausgewählt");
        const bytes = req.file.buffer;
        if (!startsLikeZip(bytes) && !looksLikeXml(bytes)) throw badRequest(notOpenimmoFileMessage);
        reply(200, await imports.importFile(bytes));
      },
    },
  });
