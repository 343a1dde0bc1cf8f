import { and, desc, eq, getTableColumns, isNotNull, lte, or, sql } from "drizzle-orm";
import {
  applications,
  contacts,
  outboxMails,
  properties,
  searchAlerts,
  type ApplicationRow,
  type Contact,
  type SearchAlert,
} from "@shared/schema/index";
import type { Db } from "../db/client";

export type StoredApplication = ApplicationRow & { propertyTitle: string | null; objectNumber: string | null };

type EmailColumn =
  | typeof applications.email
  | typeof contacts.email
  | typeof searchAlerts.email
  | typeof outboxMails.recipient
  | typeof outboxMails.replyTo;
const sameEmail = (column: EmailColumn, email: string) => sql`lower(${column}) = lower(${email})`;
/** Mails to the person, and notices whose Reply-To is the person (a contact message to the team). */
const mailsOf = (email: string) => or(sameEmail(outboxMails.recipient, email), sameEmail(outboxMails.replyTo, email));
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- queue bookkeeping, not the person's data
const { jobId, claimedAt, secretLink, ...mailColumns } = getTableColumns(outboxMails);
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- link secrets' hashes stay on the server
const { confirmTokenHash, unsubscribeTokenHash, ...alertColumns } = getTableColumns(searchAlerts);

/** Reads and erasures across tables for applicants' requests and the retention clock. */
export function createPrivacyRepo(db: Db) {
  return {
    applicationsOf(email: string): Promise<StoredApplication[]> {
      return db
        .select({
          ...getTableColumns(applications),
          propertyTitle: properties.title,
          objectNumber: properties.objectNumber,
        })
        .from(applications)
        .leftJoin(properties, eq(properties.id, applications.propertyId))
        .where(sameEmail(applications.email, email))
        .orderBy(desc(applications.createdAt));
    },
    contactsOf(email: string): Promise<Contact[]> {
      return db.select().from(contacts).where(sameEmail(contacts.email, email)).orderBy(desc(contacts.createdAt));
    },
    searchAlertsOf(email: string): Promise<Omit<SearchAlert, "confirmTokenHash" | "unsubscribeTokenHash">[]> {
      return db
        .select(alertColumns)
        .from(searchAlerts)
        .where(sameEmail(searchAlerts.email, email))
        .orderBy(desc(searchAlerts.createdAt));
    },
    mailsOf(email: string) {
      return db.select(mailColumns).from(outboxMails).where(mailsOf(email)).orderBy(desc(outboxMails.createdAt));
    },
    async deleteSearchAlertsOf(email: string): Promise<number> {
      const rows = await db
        .delete(searchAlerts)
        .where(sameEmail(searchAlerts.email, email))
        .returning({ id: searchAlerts.id });
      return rows.length;
    },
    async deleteMailsOf(email: string): Promise<number> {
      const rows = await db.delete(outboxMails).where(mailsOf(email)).returning({ id: outboxMails.id });
      return rows.length;
    },
    async deleteMailsBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(outboxMails)
        .where(lte(outboxMails.createdAt, cutoff))
        .returning({ id: outboxMails.id });
      return rows.length;
    },
    async deleteApplicationsOf(email: string): Promise<ApplicationRow[]> {
      return db.delete(applications).where(sameEmail(applications.email, email)).returning();
    },
    async deleteContactsOf(email: string): Promise<number> {
      const rows = await db.delete(contacts).where(sameEmail(contacts.email, email)).returning({ id: contacts.id });
      return rows.length;
    },
    /** Applications whose period (from the rejection or the listing's end) has run out by `cutoff`. */
    deleteApplicationsDue(cutoff: Date): Promise<ApplicationRow[]> {
      return db
        .delete(applications)
        .where(
          or(
            and(isNotNull(applications.rejectedAt), lte(applications.rejectedAt, cutoff)),
            and(isNotNull(applications.listingClosedAt), lte(applications.listingClosedAt, cutoff)),
          ),
        )
        .returning();
    },
    async deleteContactsBefore(cutoff: Date): Promise<number> {
      const rows = await db.delete(contacts).where(lte(contacts.createdAt, cutoff)).returning({ id: contacts.id });
      return rows.length;
    },
  };
}

export type PrivacyRepo = ReturnType<typeof createPrivacyRepo>;
