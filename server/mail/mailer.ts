import { randomUUID } from "node:crypto";
import type { SecretLink } from "@shared/mail";
import type { OutboxMail } from "@shared/schema/index";
import { conflict, notFound } from "../http/errors";
import type { JobQueue } from "../jobs/job-queue";
import type { Logger } from "../logger";
import type { OutboxRepo } from "./outbox.repo";
import { PermanentMailError, smtpTransport, type MailTransport } from "./smtp-transport";
import type { Rendered } from "./templates/layout";
import { createSecretLinks, SecretLinkGone } from "./secret-links";

/** The queue job that sends one outbox mail. */
export const MAIL_JOB = "mail-send";
/** Retries after the first attempt; with the doubling wait (from MAIL_RETRY_DELAY_SECONDS, at most an hour) about a day. */
const MAIL_RETRY_LIMIT = 30;

/** A mail to queue: rendered content, the recipient, and what it is. */
export type OutgoingMail = Rendered & {
  /** What the mail is, e.g. "search-alert"; named in the Postausgang (shared/mail.ts). */
  kind: string;
  to: string;
  replyTo?: string;
  /** Extra headers, e.g. { "List-Unsubscribe": "<https://…>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }. */
  headers?: Record<string, string>;
  /** Erased together with this application. */
  applicationId?: number;
  /** The mail's link that carries a secret; its URL holds SECRET_TOKEN_PLACEHOLDER (see secretUrl). */
  secretLink?: SecretLink;
};

export type MailerOptions = {
  smtpUrl?: string;
  from: string;
  notifyEmail: string;
  /** Development prints one line per mail kept without SMTP. */
  logKept: boolean;
};

const outboxMailNotFound = "E-Mail nicht gefunden";

/**
 * The outbox: every mail is stored as rendered, then sent by a queue job (retried with backoff
 * while the SMTP server is unreachable or answers 4xx; a 5xx refusal fails it at once with the
 * server's reason). Without SMTP_URL mails are only kept.
 */
export function createMailer(
  deps: { repo: OutboxRepo; jobs: JobQueue; logger: Logger; transport?: MailTransport },
  options: MailerOptions,
) {
  const { repo, jobs, logger } = deps;
  const secretLinks = createSecretLinks();
  const transport = deps.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl, options.from) : undefined);

  /** Hands a queued mail to the job queue; when it is not running, the mail waits for the next start. */
  const dispatch = async (row: Pick<OutboxMail, "id" | "jobId">) => {
    if (!row.jobId || !jobs.running()) return;
    try {
      await jobs.send(MAIL_JOB, { outboxId: row.id }, { id: row.jobId });
    } catch (error) {
      logger.warn({ err: error, outboxId: row.id }, "Mail wartet auf den nächsten Start der Warteschlange");
    }
  };

  const keptNote = async (row: OutboxMail) => {
    if (!options.logKept) return;
    // Development only: the console is the developer's own, so a kept mail's link is shown working there.
    const link = row.secretLink
      ? /https?:\/\/\S+token=\S+/.exec((await secretLinks.render(row, row.secretLink).catch(() => row)).text)?.[0]
      : undefined;
    logger.info(
      `Mail nicht versendet (kein SMTP_URL): „${row.subject}“ an ${row.recipient}${link ? ` – Link: ${link}` : ""}`,
    );
  };

  jobs.define<{ outboxId: number }>(
    MAIL_JOB,
    async ({ outboxId }, job) => {
      const row = await repo.claim(outboxId);
      if (!row || !transport) return;
      try {
        await transport.send({ ...row, ...(await secretLinks.render(row, row.secretLink)) });
        await repo.sent(row.id);
        logger.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "Mail gesendet");
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const final =
          error instanceof PermanentMailError || error instanceof SecretLinkGone || job.retryCount >= MAIL_RETRY_LIMIT;
        await repo.failed(row.id, reason, final ? "failed" : "queued");
        logger.warn({ outboxId: row.id, kind: row.kind, reason, final }, "Mail nicht gesendet");
        // A refused address is settled: it must not hold up the queue with retries.
        if (!final) throw error;
      }
    },
    { retryLimit: MAIL_RETRY_LIMIT, expireInSeconds: 120 },
  );
  // Mails queued while no queue was running (or whose job was lost) are handed over at start.
  jobs.whenStarted(async () => {
    for (const row of await repo.queued()) await dispatch(row);
  });

  return {
    /** Where staff notices go (NOTIFY_EMAIL). */
    notifyEmail: options.notifyEmail,
    /** Whether mails are sent at all (SMTP_URL set). */
    sending: Boolean(transport),
    /** Where the owners of secrets register how their tokens are made at sending time. */
    secretLinks,

    /**
     * Stores the mail in the outbox and queues its sending; resolves once it is stored. Call after
     * the data it reports is committed.
     */
    async queue(mail: OutgoingMail): Promise<OutboxMail> {
      const row = await repo.insert({
        kind: mail.kind,
        recipient: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? {},
        applicationId: mail.applicationId ?? null,
        secretLink: mail.secretLink ?? null,
        status: transport ? "queued" : "kept",
        jobId: transport ? randomUUID() : null,
      });
      if (transport) await dispatch(row);
      else await keptNote(row);
      return row;
    },

    /** Like queue(), but never fails the caller: a notice must not undo what it reports. */
    async queueQuietly(mail: OutgoingMail): Promise<void> {
      await this.queue(mail).catch((error: unknown) =>
        logger.error({ err: error, kind: mail.kind }, "Mail konnte nicht gespeichert werden"),
      );
    },

    /** 'Erneut senden': queues a stored mail again (a new job). */
    async resend(id: number): Promise<OutboxMail> {
      const row = await repo.find(id);
      if (!row) throw notFound(outboxMailNotFound);
      if (row.status === "queued") throw conflict("Diese E-Mail wartet bereits auf den Versand.");
      const updated = (await repo.requeue(id, transport ? "queued" : "kept", transport ? randomUUID() : null))!;
      if (transport) await dispatch(updated);
      else await keptNote(updated);
      return updated;
    },

    close: () => transport?.close(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
