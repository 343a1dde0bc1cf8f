import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, not, or, sql } from "drizzle-orm";
import { outboxMails, type OutboxMail } from "@shared/schema/index";
import type { MailStatus } from "@shared/mail";
import type { Db } from "../db/client";

export type NewOutboxMail = typeof outboxMails.$inferInsert;

/** A claim older than this belongs to a worker that died while sending; the mail may be taken again. */
const abandonedClaimSeconds = 120;

// The list shows who, what and how it went; the bodies are read one mail at a time.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { text, html, headers, jobId, claimedAt, secretLink, ...summaryColumns } = getTableColumns(outboxMails);

export function createOutboxRepo(db: Db) {
  const set = (id: number, values: Partial<NewOutboxMail>) =>
    db
      .update(outboxMails)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(outboxMails.id, id))
      .returning()
      .then((rows) => rows[0] as OutboxMail | undefined);

  return {
    async insert(values: NewOutboxMail, executor: Db = db): Promise<OutboxMail> {
      const [row] = await executor.insert(outboxMails).values(values).returning();
      return row;
    },
    async find(id: number): Promise<OutboxMail | undefined> {
      const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id)).limit(1);
      return row;
    },
    /** A page of mails, newest first, leaving out the kinds the reader may not see. */
    async page(offset: number, limit: number, hiddenKinds: readonly string[] = []) {
      const visible = hiddenKinds.length ? not(inArray(outboxMails.kind, [...hiddenKinds])) : undefined;
      const [items, [{ total }]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(outboxMails)
          .where(visible)
          .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(outboxMails).where(visible),
      ]);
      return { items, total };
    },
    /** Mails waiting to be sent, e.g. queued while the process was down. */
    queued: () => db.select().from(outboxMails).where(eq(outboxMails.status, "queued")),
    /**
     * Takes a queued mail for sending (one worker at a time): counts the attempt. Undefined when it is
     * not waiting (sent, failed, erased) or another worker has it.
     */
    async claim(id: number): Promise<OutboxMail | undefined> {
      const [row] = await db
        .update(outboxMails)
        .set({ claimedAt: new Date(), attempts: sql`${outboxMails.attempts} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(outboxMails.id, id),
            eq(outboxMails.status, "queued"),
            or(
              isNull(outboxMails.claimedAt),
              lt(outboxMails.claimedAt, sql`now() - make_interval(secs => ${abandonedClaimSeconds})`),
            ),
          ),
        )
        .returning();
      return row;
    },
    sent: (id: number) => set(id, { status: "sent", error: null, claimedAt: null, sentAt: new Date() }),
    /** Sending failed; `status` queued means it is tried again later. */
    failed: (id: number, error: string, status: Extract<MailStatus, "queued" | "failed">) =>
      set(id, { status, error, claimedAt: null }),
    /** Queued again by staff ('Erneut senden'), with a new job. */
    requeue: (id: number, status: Extract<MailStatus, "queued" | "kept">, jobId: string | null) =>
      set(id, { status, jobId, error: null, claimedAt: null }),
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
