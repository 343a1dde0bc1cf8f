import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export type CaughtMail = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server inside the test process: every mail it accepts is parsed (mailparser) and
 * kept. Recipients in `refuse` are answered "550 5.1.1" (a bounced address). stop() and start()
 * take it away and bring it back on the same port (an SMTP server that is down).
 */
export async function startSmtpCatcher(options: { refuse?: string[] } = {}) {
  const mails: CaughtMail[] = [];
  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address.toLowerCase())) {
        const error = new Error("5.1.1 Mailbox unbekannt") as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push(Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  };
  let server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  const catcher = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Mails to one address. */
    to: (address: string) => mails.filter((mail) => mail.envelopeTo.includes(address)),
    /** Resolves once `count` mails match, polling; rejects after `ms`. */
    async waitFor(match: (mail: CaughtMail) => boolean, count = 1, ms = 15_000): Promise<CaughtMail[]> {
      const started = Date.now();
      for (;;) {
        const found = mails.filter(match);
        if (found.length >= count) return found;
        if (Date.now() - started > ms) {
          throw new Error(`expected ${count} mail(s), got ${found.length}: ${mails.map((m) => m.subject).join(" | ")}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      server = new SMTPServer(serverOptions);
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
  };
  return catcher;
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
