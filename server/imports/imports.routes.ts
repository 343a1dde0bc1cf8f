import { Router, type RequestHandler } from "express";
import multer from "multer";
import { z } from "zod";
import { importAnswer, zipImportAnswer } from "@shared/contracts/imports";
import { badRequest, HttpError } from "../http/errors";
import { requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import { hasZipName, MAX_ZIP_BYTES, notZipMessage, zipTooLargeMessage } from "@shared/validation/zip-upload";
import type { ImportService } from "./import.service";
import { importZip } from "./zip-import";

const importBodySchema = z.union(
  [z.array(z.unknown()), z.record(z.string(), z.unknown()).transform((row) => [row])],
  "Bitte senden Sie eine Immobilie oder eine Liste von Immobilien.",
);

// In memory only (never on disk), one file, few fields.
const zipUpload: RequestHandler = (req, res, next) => {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_ZIP_BYTES, files: 1, fields: 5, parts: 8 },
  }).single("zipFile");
  upload(req, res, (error: unknown) => {
    if ((error as { code?: string })?.code === "LIMIT_FILE_SIZE") return next(new HttpError(413, zipTooLargeMessage));
    next(error);
  });
};

const looksLikeZip = (file: Express.Multer.File) =>
  hasZipName(file.originalname) && file.buffer.length >= 4 && file.buffer.readUInt32LE(0) === 0x04034b50;

/** POST /api/properties/import and /import-zip (admin). */
export function importsRoutes(imports: ImportService): Router {
  const router = Router();
  router.post(
    "/import",
    requireAdmin,
    ...withInput({ body: importBodySchema }, async ({ body }, _req, res) => {
      const { properties: _stored, ...answer } = await imports.importRows(body);
      sendJson(res, importAnswer, answer);
    }),
  );
  router.post("/import-zip", requireAdmin, zipUpload, async (req, res) => {
    if (!req.file) throw badRequest("Keine Datei ausgewählt");
    if (!looksLikeZip(req.file)) throw badRequest(notZipMessage);
    const result = await importZip(req.file.buffer, imports);
    const { properties, imported, ...answer } = result;
    sendJson(res, zipImportAnswer, {
      success: true,
      message: `${imported} Immobilien wurden erfolgreich importiert.`,
      importedProperties: properties,
      ...answer,
    });
  });
  return router;
}
