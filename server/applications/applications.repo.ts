import { desc, eq, getTableColumns } from "drizzle-orm";
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
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Db)),
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
    async setStatus(id: number, status: ApplicationStatus): Promise<boolean> {
      const rows = await db
        .update(applications)
        .set({ status })
        .where(eq(applications.id, id))
        .returning({ id: applications.id });
      return rows.length > 0;
    },
    async delete(id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db.delete(applications).where(eq(applications.id, id)).returning();
      return row;
    },
  };
}

export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
