import type { RequestHandler } from "express";
import multer from "multer";
import { MAX_ZIP_BYTES, zipTooLargeMessage } from "@shared/validation/zip-upload";
import { HttpError } from "./errors";

/**
 * One uploaded file in the multipart field `field`, kept in memory only (never on disk), with few
 * other fields; a larger file than the ZIP ceiling is a 413 with the German limit.
 */
export function singleFileUpload(field: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_ZIP_BYTES, files: 1, fields: 5, parts: 8 },
  }).single(field);
  return (req, res, next) =>
    upload(req, res, (error: unknown) => {
      if ((error as { code?: string })?.code === "LIMIT_FILE_SIZE") return next(new HttpError(413, zipTooLargeMessage));
      next(error);
    });
}

/** A ZIP archive starts with a local file header, "PK\x03\x04". */
export const startsLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
