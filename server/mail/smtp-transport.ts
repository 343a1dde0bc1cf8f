import nodemailer from "nodemailer";
import type { OutboxMail } from "@shared/schema/index";

export type MailTransport = { send: (mail: OutboxMail) => Promise<void>; close: () => void };

/** A refusal that trying again will not change (5xx, or an address nodemailer cannot use). */
export class PermanentMailError extends Error {}

type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

/** The server's own words when it answered, else what went wrong on the way. */
export function mailErrorReason(error: unknown): string {
  const e = error as SmtpError;
  return (e.response ?? e.message ?? String(error)).slice(0, 500);
}

const isPermanent = (e: SmtpError) =>
  (e.responseCode !== undefined && e.responseCode >= 500 && e.responseCode < 600) ||
  (e.code === "EENVELOPE" && e.responseCode === undefined);

/** Sends over SMTP_URL (smtp:// or smtps://, user and password in the address). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      try {
        await transporter.sendMail({
          from,
          to: mail.recipient,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      } catch (error) {
        const reason = mailErrorReason(error);
        throw isPermanent(error as SmtpError) ? new PermanentMailError(reason) : new Error(reason);
      }
    },
    close: () => transporter.close(),
  };
}
