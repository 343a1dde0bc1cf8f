import { createHash, randomBytes } from "node:crypto";
import type { AccountTokenPurpose } from "@shared/schema/index";
import type { AuditService } from "../audit/audit.service";
import type { Account, UsersRepo } from "../auth/auth.repo";
import { hashPassword } from "../auth/password";
import { badRequest } from "../http/errors";
import type { Rendered } from "../mail/templates/layout";
import { invitationMail, passwordResetMail } from "./account-mails";
import type { AccountTokensRepo } from "./account-tokens.repo";

export const INVITATION_HOURS = 48;
export const RESET_MINUTES = 60;

export const linkMessages = {
  invitationInvalid:
    "Dieser Einladungslink ist ungültig, abgelaufen oder wurde schon benutzt. Bitten Sie um eine neue Einladung.",
  resetInvalid: "Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Fordern Sie bitte einen neuen an.",
};

/** The one way this module sends mail: the mail module's queue (outbox, retried sending). */
export type AccountMailer = (mail: Rendered & { kind: string; to: string }) => Promise<void>;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * One-time links by e-mail: invitations (48 h) and password resets (1 h). The link carries a random
 * token; only its hash is stored, each works once, and a new link retires the older ones.
 */
export function createAccountLinksService(deps: {
  users: UsersRepo;
  tokens: AccountTokensRepo;
  audit: AuditService;
  sendMail: AccountMailer;
  siteUrl: string;
  now?: () => Date;
}) {
  const { users, tokens, audit, sendMail, siteUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function issue(userId: number, purpose: AccountTokenPurpose, validMs: number): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await tokens.retire(userId, purpose);
    await tokens.insert({ userId, purpose, tokenHash: sha256(token), expiresAt: new Date(now().getTime() + validMs) });
    return token;
  }

  return {
    /** Sends the invitation of an account created without a password. */
    async invite(account: Account, invitedBy: string): Promise<void> {
      if (!account.email) return;
      const token = await issue(account.id, "invitation", INVITATION_HOURS * 3_600_000);
      await sendMail({
        kind: "account-invitation",
        to: account.email,
        ...invitationMail({
          username: account.username,
          invitedBy,
          url: `${siteUrl}/admin/invitation?token=${token}`,
          hours: INVITATION_HOURS,
        }),
      });
    },

    /** Sets the invited colleague's first password; the link then no longer works. */
    async acceptInvitation(token: string, password: string): Promise<void> {
      const userId = await tokens.consume(sha256(token), "invitation", now());
      const user = userId ? await users.findById(userId) : undefined;
      if (!user || !user.active) throw badRequest(linkMessages.invitationInvalid);
      await users.setPassword(user.id, await hashPassword(password));
      await audit.record({
        action: "account.activated",
        summary: `${user.username} hat die Einladung angenommen und ein Passwort gewählt`,
        recordType: "user",
        recordId: user.id,
        actor: { id: user.id, username: user.username },
      });
    },

    /**
     * 'Passwort vergessen': a link when an active account has this address; the caller answers the
     * same either way, so nobody learns whether an address has an account.
     */
    async requestReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user?.active || !user.email) return;
      const token = await issue(user.id, "password_reset", RESET_MINUTES * 60_000);
      await sendMail({
        kind: "password-reset",
        to: user.email,
        ...passwordResetMail({
          username: user.username,
          url: `${siteUrl}/admin/password-reset?token=${token}`,
          minutes: RESET_MINUTES,
        }),
      });
    },

    /** Sets the new password; every session of the account ends. */
    async confirmReset(token: string, password: string): Promise<void> {
      const userId = await tokens.consume(sha256(token), "password_reset", now());
      const user = userId ? await users.findById(userId) : undefined;
      if (!user || !user.active) throw badRequest(linkMessages.resetInvalid);
      await users.setPassword(user.id, await hashPassword(password));
      const ended = await users.endSessions(user.id);
      await audit.record({
        action: "auth.password_reset",
        summary: `${user.username} hat das Passwort über den E-Mail-Link zurückgesetzt${ended ? ` (${ended} Sitzung${ended === 1 ? "" : "en"} beendet)` : ""}`,
        recordType: "user",
        recordId: user.id,
        actor: { id: user.id, username: user.username },
      });
    },
  };
}

export type AccountLinksService = ReturnType<typeof createAccountLinksService>;
