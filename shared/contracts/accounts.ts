import { createSelectSchema } from "drizzle-zod";
import { accountRoles } from "../enums";
import { auditEntries } from "../schema/audit";
import { z } from "../validation/zod";
import { timestamp, type Json } from "./json";

/** One account on the 'Konten' page; `hasPassword` is false until an invited colleague chose one. */
export const accountAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(accountRoles),
  active: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: timestamp,
});
export type Account = Json<typeof accountAnswer>;

/** GET /api/users (owners). */
export const accountListAnswer = z.array(accountAnswer);

/** One entry of the audit trail. */
export const auditEntryAnswer = createSelectSchema(auditEntries, { at: timestamp });
export type AuditEntryView = Json<typeof auditEntryAnswer>;

/** GET /api/audit (owners): one page, newest first. */
export const auditPageAnswer = z.object({
  entries: z.array(auditEntryAnswer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = Json<typeof auditPageAnswer>;

/** POST /api/auth/password-reset: a sentence for the person, the same whether or not an account has the address. */
export const messageAnswer = z.object({ message: z.string() });
