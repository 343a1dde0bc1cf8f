import { auditActionKeys } from "../audit-actions";
import { accountRoles } from "../enums";
import { recordIdFromText } from "./common";
import { emailRule } from "./contact";
import { newPasswordRule, passwordMessages, PASSWORD_MAX_LENGTH } from "./password";
import { emptyToUndefined, z } from "./zod";

const roleRule = () => z.enum(accountRoles, "Unbekannte Rolle");

export const usernameRule = () =>
  z
    .string("Benutzername wird benötigt")
    .trim()
    .min(3, "Der Benutzername muss mindestens 3 Zeichen lang sein.")
    .max(60, "Der Benutzername darf höchstens 60 Zeichen lang sein.")
    .regex(
      /^[\p{L}\p{N}._-]+$/u,
      "Der Benutzername darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten.",
    );

/** POST /api/users: an owner invites a colleague. */
export const inviteAccountSchema = z.object({
  username: usernameRule(),
  email: emailRule(),
  role: roleRule(),
});
export type InviteAccountInput = z.infer<typeof inviteAccountSchema>;

/** PATCH /api/users/{id}: role and/or whether the account may sign in. */
export const accountPatchSchema = z
  .object({ role: roleRule().optional(), active: z.boolean("Ungültiger Wert").optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, "Nichts zu ändern.");
export type AccountPatch = z.infer<typeof accountPatchSchema>;

/** The password fields; the server builds these with its common-password check. */
export const passwordChangeSchema = (isCommon?: (password: string) => boolean) =>
  z.object({
    currentPassword: z.string(passwordMessages.required).min(1, passwordMessages.required).max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordRule(isCommon),
  });
export type PasswordChangeInput = z.infer<ReturnType<typeof passwordChangeSchema>>;

const tokenRule = () => z.string("Der Link ist ungültig.").trim().min(20, "Der Link ist ungültig.").max(200);

/** POST /api/auth/invitation and /api/auth/password-reset/confirm: a one-time link and the new password. */
export const tokenPasswordSchema = (isCommon?: (password: string) => boolean) =>
  z.object({ token: tokenRule(), password: newPasswordRule(isCommon) });
export type TokenPasswordInput = z.infer<ReturnType<typeof tokenPasswordSchema>>;

/** POST /api/auth/password-reset. */
export const passwordResetRequestSchema = z.object({ email: emailRule() });

/** GET /api/audit: the filters of the 'Protokoll' page. */
export const auditFilterSchema = z.object({
  actor: z.preprocess(emptyToUndefined, recordIdFromText("Ungültige Person").optional()),
  action: z.preprocess(emptyToUndefined, z.enum(auditActionKeys, "Unbekannte Aktion").optional()),
  from: z.preprocess(emptyToUndefined, z.iso.date("Ungültiges Datum (JJJJ-MM-TT)").optional()),
  to: z.preprocess(emptyToUndefined, z.iso.date("Ungültiges Datum (JJJJ-MM-TT)").optional()),
  page: z.preprocess(emptyToUndefined, recordIdFromText("Ungültige Seite").default(1)),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** GET/DELETE /api/applicant-data?email=: everything stored about one applicant e-mail address. */
export const applicantEmailSchema = z.object({ email: emailRule() });
