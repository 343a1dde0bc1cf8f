import { and, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { applications, properties, type ApplicationRow } from "@shared/schema/index";
import type { ApplicationStatus } from "@shared/enums";
import type { Db } from "../db/client";

export type NewApplication = typeof applications.$inferInsert;
export type ApplicationWithProperty = ApplicationRow & { propertyTitle: string | null };

export function createApplicationsRepo(db: Db) {
  const withTitle = () =>
    db
      .select({ ...getTableColumns(applications), propertyTitle: properties.title })
      .from(applications)
      .leftJoin(properties, eq(properties.id, applications.propertyId));

  return {
    async insert(values: NewApplication, executor: Db = db): Promise<ApplicationRow> {
      const [row] = await executor.insert(applications).values(values).returning();
      return row;
    },
    list(status?: ApplicationStatus): Promise<ApplicationWithProperty[]> {
      const query = withTitle();
      return (status ? query.where(eq(applications.status, status)) : query).orderBy(
        desc(applications.createdAt),
        desc(applications.id),
      );
    },
    async find(id: number): Promise<ApplicationWithProperty | undefined> {
      const [row] = await withTitle().where(eq(applications.id, id)).limit(1);
      return row;
    },
    async findByWithdrawHash(hash: string): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(applications).where(eq(applications.withdrawTokenHash, hash)).limit(1);
      return row;
    },
    async setWithdrawHash(id: number, hash: string): Promise<void> {
      await db.update(applications).set({ withdrawTokenHash: hash }).where(eq(applications.id, id));
    },
    /** The rejection's clock starts with the first rejection and stops when the status changes again. */
    async setStatus(id: number, status: ApplicationStatus): Promise<boolean> {
      const rows = await db
        .update(applications)
        .set({
          status,
          rejectedAt: status === "rejected" ? sql`coalesce(${applications.rejectedAt}, now())` : null,
        })
        .where(eq(applications.id, id))
        .returning({ id: applications.id });
      return rows.length > 0;
    },
    /** The listing was let or removed: the clock of each of its applications starts (once). */
    async closeListing(propertyId: number): Promise<void> {
      await db
        .update(applications)
        .set({ listingClosedAt: sql`now()` })
        .where(and(eq(applications.propertyId, propertyId), isNull(applications.listingClosedAt)));
    },
    /** An acceptance was undone: the listing counts as open again while it exists and no one else was accepted. */
    async reopenListingIfUnlet(propertyId: number): Promise<void> {
      await db.execute(sql`
        update ${applications} set listing_closed_at = null
        where ${applications.propertyId} = ${propertyId}
          and exists (select 1 from ${properties} where ${properties.id} = ${propertyId})
          and not exists (select 1 from ${applications} a where a.property_id = ${propertyId} and a.status = 'accepted')`);
    },
    async delete(id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db.delete(applications).where(eq(applications.id, id)).returning();
      return row;
    },
  };
}

export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
