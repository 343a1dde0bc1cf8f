// Applications: the public form and withdrawal, and the staff's list, status, mails and documents.

import {
  adminApplicationAnswer,
  adminApplicationListAnswer,
  statusMailAnswer,
  submittedApplicationAnswer,
} from "../../contracts/applications";
import { statusMailInputSchema, withdrawInputSchema } from "../../status-mails";
import { applicationFilterSchema, applicationInputSchema, applicationStatusSchema } from "../../validation/application";
import {
  applicationDocumentParamsSchema,
  applicationDocumentQuerySchema,
} from "../../validation/application-documents";
import { idParamSchema } from "../../validation/common";
import * as at from "../endpoints/index";
import { route } from "../route";

const tag = "Bewerbungen";

export const applicationRoutes = {
  submitApplication: route(at.submitApplication, {
    summary: "Apply for a listing (documents as data URLs); the receipt is mailed",
    tag,
    access: "public",
    limits: ["applications", "applications-address"],
    body: applicationInputSchema,
    answers: { 201: submittedApplicationAnswer },
  }),
  withdrawApplication: route(at.withdrawApplication, {
    summary: "Withdraw an application and erase its data (the receipt's token is the permission)",
    tag,
    access: "public",
    body: withdrawInputSchema,
    answers: { 204: "empty" },
  }),
  listApplications: route(at.listApplications, {
    summary: "Applications, newest first, optionally by status",
    tag,
    access: "staff",
    query: applicationFilterSchema,
    answers: { 200: adminApplicationListAnswer },
  }),
  getApplication: route(at.getApplication, {
    summary: "One application",
    tag,
    access: "staff",
    params: idParamSchema,
    answers: { 200: adminApplicationAnswer },
  }),
  setApplicationStatus: route(at.setApplicationStatus, {
    summary: "Set an application's status",
    tag,
    access: "staff",
    params: idParamSchema,
    body: applicationStatusSchema,
    answers: { 200: adminApplicationAnswer },
  }),
  sendApplicationStatusMail: route(at.sendApplicationStatusMail, {
    summary: "Queue a viewing invitation or a rejection to the applicant",
    tag,
    access: "staff",
    params: idParamSchema,
    body: statusMailInputSchema,
    answers: { 202: statusMailAnswer },
  }),
  deleteApplication: route(at.deleteApplication, {
    summary: "Delete an application with its documents",
    tag,
    access: "staff",
    params: idParamSchema,
    answers: { 204: "empty" },
  }),
  applicationDocument: route(at.applicationDocument, {
    summary: "One of an application's documents (each access is recorded in the audit trail)",
    tag,
    access: "staff",
    params: applicationDocumentParamsSchema,
    query: applicationDocumentQuerySchema,
    answers: { 200: { file: "application/octet-stream" } },
  }),
};
