import { and, desc, eq, gte, ilike, lte, ne, sql, type SQL } from "drizzle-orm";
import { properties, type Property } from "@shared/schema/index";
import type { PropertyFilter, PropertyInput, PropertyPatch } from "@shared/validation/property";
import type { Db } from "../db/client";
import type { PropertyChange } from "./list-cache";

/** LIKE pattern for a case-insensitive substring, with the user's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(filter: PropertyFilter, includeHidden: boolean): SQL[] {
  const conditions: (SQL | undefined)[] = [
    includeHidden ? undefined : ne(properties.status, "hidden"),
    filter.type ? eq(properties.type, filter.type) : undefined,
    filter.transactionType ? eq(properties.transactionType, filter.transactionType) : undefined,
    filter.city ? ilike(properties.city, containing(filter.city)) : undefined,
    filter.minPrice !== undefined ? gte(properties.price, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(properties.price, filter.maxPrice) : undefined,
    filter.isHighlight !== undefined ? eq(properties.isHighlight, filter.isHighlight) : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * `onWrite` hears of every committed change to properties with the rows before and after (the
 * visitors' cache drops what they touch), before the write's caller gets its answer.
 */
export function createPropertiesRepo(db: Db, onWrite: (changes: PropertyChange[]) => void = () => {}) {
  return {
    /**
     * The same repository on a caller's transaction (one that also writes the rows' media). Its
     * changes reach `onWrite` (the list cache) only through `committed()`, called once the
     * transaction has committed: invalidated earlier, a concurrent read could cache the old rows.
     */
    within(tx: Db) {
      const changes: PropertyChange[] = [];
      return {
        repo: createPropertiesRepo(tx, (made) => changes.push(...made)),
        committed: () => onWrite(changes),
      };
    },
    list(filter: PropertyFilter, includeHidden: boolean): Promise<Property[]> {
      return db
        .select()
        .from(properties)
        .where(and(...filterConditions(filter, includeHidden)))
        .orderBy(desc(properties.createdAt), desc(properties.id));
    },
    /**
     * The same list in pages of `pageSize` rows, all from one snapshot (a read-only, repeatable-read
     * transaction), so a long list never has to be in memory at once.
     */
    async listInPages(
      filter: PropertyFilter,
      includeHidden: boolean,
      onPage: (rows: Property[]) => Promise<void>,
      pageSize = 1000,
    ): Promise<void> {
      await db.transaction(
        async (tx) => {
          for (let offset = 0; ; offset += pageSize) {
            const rows = await tx
              .select()
              .from(properties)
              .where(and(...filterConditions(filter, includeHidden)))
              .orderBy(desc(properties.createdAt), desc(properties.id))
              .limit(pageSize)
              .offset(offset);
            await onPage(rows);
            if (rows.length < pageSize) return;
          }
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },
    async find(id: number): Promise<Property | undefined> {
      const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
      return row;
    },
    async insert(input: PropertyInput): Promise<Property> {
      const [row] = await db.insert(properties).values(input).returning();
      onWrite([{ after: row }]);
      return row;
    },
    /** All or nothing, in batches so one statement never grows too large. */
    async insertMany(inputs: PropertyInput[], batchSize = 250): Promise<Property[]> {
      if (!inputs.length) return [];
      const rows = await db.transaction(async (tx) => {
        const inserted: Property[] = [];
        for (let i = 0; i < inputs.length; i += batchSize) {
          inserted.push(
            ...(await tx
              .insert(properties)
              .values(inputs.slice(i, i + batchSize))
              .returning()),
          );
        }
        return inserted;
      });
      onWrite(rows.map((after) => ({ after })));
      return rows;
    },
    /** The row before is read under a row lock in the same transaction: concurrent edits each see the true one. */
    async update(id: number, patch: PropertyPatch): Promise<Property | undefined> {
      const change = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(properties).where(eq(properties.id, id)).for("update");
        if (!before) return undefined;
        const [after] = await tx
          .update(properties)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(properties.id, id))
          .returning();
        return { before, after };
      });
      if (change) onWrite([change]);
      return change?.after;
    },
    async delete(id: number): Promise<Property | undefined> {
      const [row] = await db.delete(properties).where(eq(properties.id, id)).returning();
      if (row) onWrite([{ before: row }]);
      return row;
    },
    /** Id and last change of every listing visitors may see: all the sitemap needs, nothing more. */
    sitemapEntries(): Promise<{ id: number; updatedAt: Date }[]> {
      return db
        .select({ id: properties.id, updatedAt: properties.updatedAt })
        .from(properties)
        .where(ne(properties.status, "hidden"))
        .orderBy(properties.id);
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).limit(1);
      return Boolean(row);
    },
  };
}

export type PropertiesRepo = ReturnType<typeof createPropertiesRepo>;
