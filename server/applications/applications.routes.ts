import { Router, type RequestHandler } from "express";
import { z } from "zod";
import {
  applicationFilterSchema,
  applicationInputSchema,
  applicationStatusSchema,
} from "@shared/validation/application";
import { idParamSchema } from "@shared/validation/common";
import { requireAdmin } from "../http/guards";
import { idParam, validate } from "../http/validate";
import type { Uploads } from "../media/upload-body";
import { documentKinds, type ApplicationsService, type DocumentKind } from "./applications.service";

/** The fields of an application that carry files (data URLs), decoded off the event loop. */
export const applicationUploadFields = ["idCardUrl", "payslipUrl"] as const;

const documentParamsSchema = idParamSchema.extend({
  kind: z.enum(Object.keys(documentKinds) as [DocumentKind, ...DocumentKind[]], "Unbekanntes Dokument"),
});

export function applicationsRoutes(applications: ApplicationsService, submitLimit: RequestHandler): Router {
  const router = Router();
  const byId = validate("params", idParamSchema);

  router.post("/", submitLimit, validate("body", applicationInputSchema), async (req, res) => {
    res.status(201).json(await applications.submit(req.body, res.locals.uploads as Uploads | undefined));
  });
  router.get("/", requireAdmin, validate("query", applicationFilterSchema), async (req, res) => {
    res.json(await applications.list((req.query as { status?: never }).status));
  });
  router.get("/:id", requireAdmin, byId, async (req, res) => {
    res.json(await applications.get(idParam(req)));
  });
  router.patch("/:id/status", requireAdmin, byId, validate("body", applicationStatusSchema), async (req, res) => {
    res.json(await applications.setStatus(idParam(req), req.body.status));
  });
  router.delete("/:id", requireAdmin, byId, async (req, res) => {
    await applications.remove(idParam(req));
    res.status(204).end();
  });
  router.get("/:id/documents/:kind", requireAdmin, validate("params", documentParamsSchema), async (req, res) => {
    const { id, kind } = req.params as unknown as { id: number; kind: DocumentKind };
    const file = await applications.document(id, kind);
    res.set({
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `inline; filename="${kind}-${id}.${file.contentType === "application/pdf" ? "pdf" : file.contentType.split("/")[1]}"`,
      "X-Content-Type-Options": "nosniff",
    });
    res.end(file.bytes);
  });
  return router;
}
