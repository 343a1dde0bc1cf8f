import { Router, type RequestHandler } from "express";
import { z } from "zod";
import {
  adminApplicationAnswer,
  adminApplicationListAnswer,
  statusMailAnswer,
  submittedApplicationAnswer,
} from "@shared/contracts/applications";
import { statusMailInputSchema, withdrawInputSchema } from "@shared/status-mails";
import {
  applicationFilterSchema,
  applicationInputSchema,
  applicationStatusSchema,
} from "@shared/validation/application";
import { idParamSchema } from "@shared/validation/common";
import { requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { Uploads } from "../media/upload-body";
import { documentKinds, type ApplicationsService, type DocumentKind } from "./applications.service";

/** The fields of an application that carry files (data URLs), decoded off the event loop. */
export const applicationUploadFields = ["idCardUrl", "payslipUrl"] as const;

const documentQuerySchema = z.object({
  purpose: z.enum(["view", "download", "print"], "Unbekannter Zweck").default("view"),
});

const documentParamsSchema = idParamSchema.extend({
  kind: z.enum(Object.keys(documentKinds) as [DocumentKind, ...DocumentKind[]], "Unbekanntes Dokument"),
});

export function applicationsRoutes(applications: ApplicationsService, submitLimits: RequestHandler[]): Router {
  const router = Router();
  const byId = { params: idParamSchema };

  router.post(
    "/",
    ...submitLimits,
    ...withInput({ body: applicationInputSchema }, async ({ body }, _req, res) => {
      sendJson(
        res,
        submittedApplicationAnswer,
        await applications.submit(body, res.locals.uploads as Uploads | undefined),
        201,
      );
    }),
  );
  // The applicant's erasure: the secret from the receipt is the permission.
  router.post(
    "/withdraw",
    ...withInput({ body: withdrawInputSchema }, async ({ body }, _req, res) => {
      await applications.withdraw(body.token);
      res.status(204).end();
    }),
  );
  router.get(
    "/",
    requireAdmin,
    ...withInput({ query: applicationFilterSchema }, async ({ query }, _req, res) => {
      sendJson(res, adminApplicationListAnswer, await applications.list(query.status));
    }),
  );
  router.get(
    "/:id",
    requireAdmin,
    ...withInput(byId, async ({ params }, _req, res) => {
      sendJson(res, adminApplicationAnswer, await applications.get(params.id));
    }),
  );
  router.patch(
    "/:id/status",
    requireAdmin,
    ...withInput({ ...byId, body: applicationStatusSchema }, async ({ params, body }, _req, res) => {
      sendJson(res, adminApplicationAnswer, await applications.setStatus(params.id, body.status));
    }),
  );
  router.post(
    "/:id/status-mails",
    requireAdmin,
    ...withInput({ ...byId, body: statusMailInputSchema }, async ({ params, body }, _req, res) => {
      sendJson(res, statusMailAnswer, await applications.sendStatusMail(params.id, body), 202);
    }),
  );
  router.delete(
    "/:id",
    requireAdmin,
    ...withInput(byId, async ({ params }, _req, res) => {
      await applications.remove(params.id);
      res.status(204).end();
    }),
  );
  router.get(
    "/:id/documents/:kind",
    requireAdmin,
    ...withInput(
      { params: documentParamsSchema, query: documentQuerySchema },
      async ({ params: { id, kind }, query }, _req, res) => {
        const file = await applications.document(id, kind, query.purpose);
        res.set({
          "Content-Type": file.contentType,
          "Content-Length": String(file.size),
          "Content-Disposition": `inline; filename="${kind}-${id}.${file.contentType === "application/pdf" ? "pdf" : file.contentType.split("/")[1]}"`,
          "X-Content-Type-Options": "nosniff",
        });
        res.end(file.bytes);
      },
    ),
  );
  return router;
}
