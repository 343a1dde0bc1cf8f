import { Router, type RequestHandler } from "express";
import multer from "multer";
import { openimmoImportAnswer, openimmoLastExportAnswer } from "@shared/contracts/openimmo";
import { openimmoExportQuery } from "@shared/validation/openimmo";
import { MAX_ZIP_BYTES, zipTooLargeMessage } from "@shared/validation/zip-upload";
import { badRequest, HttpError } from "../http/errors";
import { requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { OpenimmoExport } from "./export.service";
import type { OpenimmoImport } from "./import.service";

export const notOpenimmoFileMessage = "Bitte wählen Sie eine OpenImmo-Datei aus (ZIP oder XML).";

// In memory only, one file: the same ceiling as the ZIP import.
const fileUpload: RequestHandler = (req, res, next) => {
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_ZIP_BYTES, files: 1, fields: 5, parts: 8 },
  }).single("file")(req, res, (error: unknown) => {
    if ((error as { code?: string })?.code === "LIMIT_FILE_SIZE") return next(new HttpError(413, zipTooLargeMessage));
    next(error);
  });
};

const looksLikeXml = (bytes: Buffer) => /^(\uFEFF)?\s*</.test(bytes.subarray(0, 64).toString("utf8"));
const looksLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** /api/openimmo (staff): the feed for the portals and the import of the CRM's feed. */
export function openimmoRoutes(feed: OpenimmoExport, imports: OpenimmoImport): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get(
    "/export.zip",
    ...withInput({ query: openimmoExportQuery }, async ({ query }, _req, res) => {
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
    }),
  );

  router.get("/exports/last", async (_req, res) => {
    const last = await feed.lastExport();
    sendJson(res, openimmoLastExportAnswer, {
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
  });

  router.post("/import", fileUpload, async (req, res) => {
    if (!req.file) throw badRequest("Keine Datei ausgewählt");
    const bytes = req.file.buffer;
    if (!looksLikeZip(bytes) && !looksLikeXml(bytes)) throw badRequest(notOpenimmoFileMessage);
    sendJson(res, openimmoImportAnswer, await imports.importFile(bytes));
  });

  return router;
}
