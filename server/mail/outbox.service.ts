import { accountMailKinds, mailKindLabel, OUTBOX_PAGE_SIZE } from "@shared/mail";
import type { AccountRole } from "@shared/enums";
import type { OutboxMail } from "@shared/schema/index";
import type { AuditService } from "../audit/audit.service";
import { HttpError, notFound } from "../http/errors";
import { ownersOnly } from "../http/guards";
import type { Mailer } from "./mailer";
import type { OutboxRepo } from "./outbox.repo";

/** Who asks: staff see every mail but the account mails; owners see all. */
export type OutboxViewer = { role: AccountRole };

const outboxMailNotFound = "E-Mail nicht gefunden";

/** The one rule on who may see which mail; every outbox endpoint goes through it. */
export const kindsHiddenFrom = (viewer: OutboxViewer): readonly string[] =>
  viewer.role === "owner" ? [] : accountMailKinds;

/** Staff see a mail as stored, without the queue's bookkeeping. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const toView = ({ jobId, claimedAt, secretLink, ...mail }: OutboxMail) => mail;
/** What 'Erneut senden' answers: the new state, never the body. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const toSummary = ({ text, html, headers, ...mail }: ReturnType<typeof toView>) => mail;

/**
 * The Postausgang for staff: pages of mails, one mail with its body, sending again. Reading a body
 * and sending again are recorded in the audit trail.
 */
export function createOutboxService(repo: OutboxRepo, mailer: Mailer, audit: AuditService) {
  async function visible(id: number, viewer: OutboxViewer): Promise<OutboxMail> {
    const mail = await repo.find(id);
    if (!mail) throw notFound(outboxMailNotFound);
    if (kindsHiddenFrom(viewer).includes(mail.kind)) throw new HttpError(403, ownersOnly);
    return mail;
  }
  const summaryOf = (mail: OutboxMail) => `E-Mail Nr. ${mail.id} (${mailKindLabel(mail.kind)})`;

  return {
    async page(page: number, viewer: OutboxViewer) {
      const { items, total } = await repo.page(
        (page - 1) * OUTBOX_PAGE_SIZE,
        OUTBOX_PAGE_SIZE,
        kindsHiddenFrom(viewer),
      );
      return { items, total, page, pageSize: OUTBOX_PAGE_SIZE };
    },

    async read(id: number, viewer: OutboxViewer) {
      const mail = await visible(id, viewer);
      await audit.record({
        action: "outbox.read",
        summary: `${summaryOf(mail)} gelesen`,
        recordType: "outbox_mail",
        recordId: mail.id,
      });
      return toView(mail);
    },

    async resend(id: number, viewer: OutboxViewer) {
      await visible(id, viewer);
      const mail = await mailer.resend(id);
      await audit.record({
        action: "outbox.resent",
        summary: `${summaryOf(mail)} erneut gesendet`,
        recordType: "outbox_mail",
        recordId: mail.id,
      });
      return toSummary(toView(mail));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
