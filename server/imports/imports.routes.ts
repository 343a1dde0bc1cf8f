import { badRequest } from "../http/errors";
import { singleFileUpload, startsLikeZip } from "../http/file-upload";
import { routeHandlers } from "../http/mount-routes";
import { formatNumber } from "@shared/format";
import { hasZipName, notZipMessage } from "@shared/validation/zip-upload";
import type { ImportService } from "./import.service";
import { importZip } from "./zip-import";

const looksLikeZip = (file: Express.Multer.File) => hasZipName(file.originalname) && startsLikeZip(file.buffer);

/** The CSV import's rows and the ZIP import (admin). */
export const importsHandlers = (imports: ImportService) =>
  routeHandlers({
    importProperties: async ({ body }, reply) => {
      const { properties: _stored, ...answer } = await imports.importRows(body);
      reply(200, answer);
    },
    importPropertiesZip: {
      before: [singleFileUpload("zipFile")],
      handle: async (_input, reply, req) => {
        if (!req.file) throw badRequest("Keine Datei ausgewählt");
        if (!looksLikeZip(req.file)) throw badRequest(notZipMessage);
        const result = await importZip(req.file.buffer, imports);
        const { properties, imported, ...answer } = result;
        reply(200, {
          success: true,
          message:
            imported === 1
              ? "1 Immobilie wurde erfolgreich importiert."
              : `${formatNumber(imported)} Immobilien wurden erfolgreich importiert.`,
          importedProperties: properties,
          ...answer,
        });
      },
    },
  });
