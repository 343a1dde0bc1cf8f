import type { Uploads } from "../media/upload-body";
import { routeHandlers } from "../http/mount-routes";
import type { ApplicationsService } from "./applications.service";

/** The fields of an application that carry files (data URLs), decoded off the event loop. */
export const applicationUploadFields = ["idCardUrl", "payslipUrl"] as const;

export const applicationsHandlers = (applications: ApplicationsService) =>
  routeHandlers({
    submitApplication: async ({ body }, reply, _req, res) => {
      reply(201, await applications.submit(body, res.locals.uploads as Uploads | undefined));
    },
    // The applicant's erasure: the secret from the receipt is the permission.
    withdrawApplication: async ({ body }, reply) => {
      await applications.withdraw(body.token);
      reply(204);
    },
    listApplications: async ({ query }, reply) => reply(200, await applications.list(query.status)),
    getApplication: async ({ params }, reply) => reply(200, await applications.get(params.id)),
    setApplicationStatus: async ({ params, body }, reply) =>
      reply(200, await applications.setStatus(params.id, body.status)),
    sendApplicationStatusMail: async ({ params, body }, reply) =>
      reply(202, await applications.sendStatusMail(params.id, body)),
    deleteApplication: async ({ params }, reply) => {
      await applications.remove(params.id);
      reply(204);
    },
    applicationDocument: async ({ params: { id, kind }, query }, _reply, _req, res) => {
      const file = await applications.document(id, kind, query.purpose);
      const extension = file.contentType === "application/pdf" ? "pdf" : file.contentType.split("/")[1];
      res.set({
        "Content-Type": file.contentType,
        "Content-Length": String(file.size),
        "Content-Disposition": `inline; filename="${kind}-${id}.${extension}"`,
        "X-Content-Type-Options": "nosniff",
      });
      res.end(file.bytes);
    },
  });
