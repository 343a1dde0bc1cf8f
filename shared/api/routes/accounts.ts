// Signing in, the team's accounts, the audit trail and applicants' data requests.

import { accountAnswer, accountListAnswer, auditPageAnswer, messageAnswer } from "../../contracts/accounts";
import { authStatusAnswer, authUserAnswer } from "../../contracts/auth";
import { applicantErasedAnswer, applicantExportAnswer, retentionAnswer } from "../../contracts/privacy";
import {
  accountPatchSchema,
  applicantEmailSchema,
  auditFilterSchema,
  inviteAccountSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  tokenPasswordSchema,
} from "../../validation/accounts";
import { loginSchema } from "../../validation/auth";
import { idParamSchema } from "../../validation/common";
import * as at from "../endpoints/index";
import { route } from "../route";

const tag = "Konten";

export const accountRoutes = {
  authStatus: route(at.authStatus, {
    summary: "Whether this session is signed in, and as whom",
    tag,
    access: "public",
    answers: { 200: authStatusAnswer },
  }),
  login: route(at.login, {
    summary: "Sign in (failed attempts are limited per address and slowed per username)",
    tag,
    access: "public",
    limits: ["login"],
    body: loginSchema,
    answers: { 200: authUserAnswer },
  }),
  changePassword: route(at.changePassword, {
    summary: "Change one's own password; every other session of the account ends",
    tag,
    access: "staff",
    body: passwordChangeSchema(),
    answers: { 204: "empty" },
  }),
  logout: route(at.logout, { summary: "Sign out", tag, access: "public", answers: { 204: "empty" } }),
  acceptInvitation: route(at.acceptInvitation, {
    summary: "Set the password of an invited account (the mailed one-time token is the proof)",
    tag,
    access: "public",
    body: tokenPasswordSchema(),
    answers: { 204: "empty" },
  }),
  requestPasswordReset: route(at.requestPasswordReset, {
    summary: "Mail a reset link; the same answer whether or not an account has the address",
    tag,
    access: "public",
    limits: ["password-reset"],
    body: passwordResetRequestSchema,
    answers: { 202: messageAnswer },
  }),
  confirmPasswordReset: route(at.confirmPasswordReset, {
    summary: "Set a new password with the mailed one-time token",
    tag,
    access: "public",
    body: tokenPasswordSchema(),
    answers: { 204: "empty" },
  }),
  listAccounts: route(at.listAccounts, {
    summary: "The team's accounts",
    tag,
    access: "owner",
    answers: { 200: accountListAnswer },
  }),
  inviteAccount: route(at.inviteAccount, {
    summary: "Invite a colleague by mail",
    tag,
    access: "owner",
    body: inviteAccountSchema,
    answers: { 201: accountAnswer },
  }),
  updateAccount: route(at.updateAccount, {
    summary: "Change an account's role or deactivate it",
    tag,
    access: "owner",
    params: idParamSchema,
    body: accountPatchSchema,
    answers: { 200: accountAnswer },
  }),
  listAudit: route(at.listAudit, {
    summary: "The audit trail ('Protokoll'), paged and filtered",
    tag,
    access: "owner",
    query: auditFilterSchema,
    answers: { 200: auditPageAnswer },
  }),
  retention: route(at.retention, {
    summary: "The retention periods the privacy page states, in days",
    tag: "Datenschutz",
    access: "public",
    answers: { 200: retentionAnswer },
  }),
  exportApplicantData: route(at.exportApplicantData, {
    summary: "Everything stored about an applicant's e-mail address (access request, Art. 15 GDPR)",
    tag: "Datenschutz",
    access: "owner",
    body: applicantEmailSchema,
    answers: { 200: applicantExportAnswer },
  }),
  eraseApplicantData: route(at.eraseApplicantData, {
    summary: "Erase everything stored about an applicant's e-mail address (Art. 17 GDPR)",
    tag: "Datenschutz",
    access: "owner",
    body: applicantEmailSchema,
    answers: { 200: applicantErasedAnswer },
  }),
};
