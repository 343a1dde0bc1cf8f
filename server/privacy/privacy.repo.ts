import { and, desc, eq, getTableColumns, isNotNull, lte, or, sql } from "drizzle-orm";
import { applications, contacts, properties, type ApplicationRow, type Contact } from "@shared/schema/index";
import type { Db } from "../db/client";

export type StoredApplication = ApplicationRow & { propertyTitle: string | null; objectNumber: string | null };

const sameEmail = (column: typeof applications.email | typeof contacts.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

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
