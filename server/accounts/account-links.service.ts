import type { AccountTokenPurpose } from "@shared/schema/index";
import type { AuditService } from "../audit/audit.service";
import type { Account, UsersRepo } from "../auth/auth.repo";
import { hashPassword } from "../auth/password";
import { badRequest } from "../http/errors";
import type { JobQueue } from "../jobs/job-queue";
import { hashToken, randomToken } from "../mail/link-tokens";
import type { OutgoingMail } from "../mail/mailer";
import { secretUrl, type SecretLinks } from "../mail/secret-links";
import { invitationMail, passwordResetMail } from "./account-mails";
import type { AccountTokensRepo } from "./account-tokens.repo";

export const INVITATION_HOURS = 48;
export const RESET_MINUTES = 60;
/** The queue job that looks up the account of a 'Passwort vergessen' request and mails it. */
export const PASSWORD_RESET_JOB = "account.password-reset";

export const linkMessages = {
  invitationInvalid:
    "Dieser Einladungslink ist ungültig, abgelaufen oder wurde schon benutzt. Bitten Sie um eine neue Einladung.",
  resetInvalid: "Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Fordern Sie bitte einen neuen an.",
};

/** The one way this module sends mail: the mail module's queue (outbox, retried sending). */
export type AccountMailer = (mail: OutgoingMail) => Promise<void>;

/**
 * One-time links by e-mail: invitations (48 h) and password resets (1 h). The token is made when the
 * mail is sent (never stored in the outbox); only its hash is kept, each works once, a new link
 * retires the older ones, and a new password or a deactivation retires them all.
 */
export function createAccountLinksService(deps: {
  users: UsersRepo;
  tokens: AccountTokensRepo;
  audit: AuditService;
  sendMail: AccountMailer;
  secretLinks: SecretLinks;
  jobs: JobQueue;
  siteUrl: string;
  now?: () => Date;
}) {
  const { users, tokens, audit, sendMail, siteUrl, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  async function issue(userId: number, purpose: AccountTokenPurpose, validMs: number): Promise<string> {
    const token = randomToken();
    await tokens.retire(userId, purpose);
    await tokens.insert({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + validMs),
    });
    return token;
  }

  // Tokens are made at sending time, and only while the link still makes sense.
  deps.secretLinks.register("invitation", async (userId) => {
    const user = await users.findById(userId);
    if (!user?.active || user.password) return undefined;
    return issue(userId, "invitation", INVITATION_HOURS * 3_600_000);
  });
  deps.secretLinks.register("password-reset", async (userId) => {
    const user = await users.findById(userId);
    if (!user?.active) return undefined;
    return issue(userId, "password_reset", RESET_MINUTES * 60_000);
  });

  /** Looks the address up and mails the link; runs in the queue, so the request answers alike either way. */
  async function mailReset(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user?.active || !user.email) return;
    await sendMail({
      kind: "password-reset",
      to: user.email,
      secretLink: { purpose: "password-reset", ref: user.id },
      ...passwordResetMail({
        username: user.username,
        url: secretUrl(siteUrl, "/admin/password-reset"),
        minutes: RESET_MINUTES,
      }),
    });
  }
  jobs.define<{ email: string }>(PASSWORD_RESET_JOB, ({ email }) => mailReset(email), { retryLimit: 5 });

  return {
    /** Sends the invitation of an account created without a password. */
    async invite(account: Account, invitedBy: string): Promise<void> {
      if (!account.email) return;
      await sendMail({
        kind: "account-invitation",
        to: account.email,
        secretLink: { purpose: "invitation", ref: account.id },
        ...invitationMail({
          username: account.username,
          invitedBy,
          url: secretUrl(siteUrl, "/admin/invitation"),
          hours: INVITATION_HOURS,
        }),
      });
    },

    /** Sets the invited colleague's first password; the link then no longer works. */
    async acceptInvitation(token: string, password: string): Promise<void> {
      const userId = await tokens.consume(hashToken(token), "invitation", now());
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
     * 'Passwort vergessen': only queues the lookup. Whether an address has an account is decided in
     * the queue, so the answer takes the same time and says the same either way.
     */
    async requestReset(email: string): Promise<void> {
      await jobs.send(PASSWORD_RESET_JOB, { email });
    },

    /** Sets the new password; every session of the account ends. */
    async confirmReset(token: string, password: string): Promise<void> {
      const userId = await tokens.consume(hashToken(token), "password_reset", now());
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
