import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  lte,
  max,
  min,
  ne,
  sql,
  type SQL,
} from "drizzle-orm";
import { listingRemovals, nextObjectNumberSql, properties, type Property } from "@shared/schema/index";
import type { PropertyInput, PropertyPatch } from "@shared/validation/property";
import {
  DEFAULT_SORT,
  pageWindow,
  type ListQuery,
  type ListSort,
  type PropertyFilter,
} from "@shared/search/list-query";
import type { Db } from "../db/client";
import type { PropertyChange } from "./property-cache";
import { placeCondition, radiusCondition } from "./place-conditions";

/** LIKE pattern for a case-insensitive substring, with the user's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list filter as SQL conditions on `properties`: the list endpoint and the search alerts match with it. */
export function filterConditions(filter: PropertyFilter, includeHidden: boolean): SQL[] {
  const conditions: (SQL | undefined)[] = [
    includeHidden ? undefined : ne(properties.status, "hidden"),
    filter.type ? eq(properties.type, filter.type) : undefined,
    filter.transactionType ? eq(properties.transactionType, filter.transactionType) : undefined,
    filter.city ? ilike(properties.city, containing(filter.city)) : undefined,
    filter.place ? placeCondition(filter.place) : undefined,
    filter.near && filter.radiusKm !== undefined
      ? radiusCondition(filter.near, filter.radiusKm, { exact: includeHidden })
      : undefined,
    filter.minPrice !== undefined ? gte(properties.price, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(properties.price, filter.maxPrice) : undefined,
    filter.minRooms !== undefined ? gte(properties.rooms, filter.minRooms) : undefined,
    filter.minSize !== undefined ? gte(properties.size, filter.minSize) : undefined,
    filter.features?.length ? arrayContains(properties.features, filter.features) : undefined,
    filter.isHighlight !== undefined ? eq(properties.isHighlight, filter.isHighlight) : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * Each order ends on the id, so rows that tie keep one order and no listing shows up on two pages.
 * The id runs the same way as the main key: one index on (key, id) serves a sort in both directions.
 */
const orderings: Record<ListSort, SQL[]> = {
  newest: [desc(properties.createdAt), desc(properties.id)],
  price_asc: [asc(properties.price), asc(properties.id)],
  price_desc: [desc(properties.price), desc(properties.id)],
  size_desc: [desc(properties.size), desc(properties.id)],
};
const orderOf = (query: Partial<Pick<ListQuery, "sort">>) => orderings[query.sort ?? DEFAULT_SORT];

/** The SELECT of one page (also what the benchmark EXPLAINs). */
export function pageSelect(db: Db, query: ListQuery, includeHidden: boolean) {
  const { limit, offset } = pageWindow(query) ?? { limit: Number.MAX_SAFE_INTEGER, offset: 0 };
  return db
    .select()
    .from(properties)
    .where(and(...filterConditions(query, includeHidden)))
    .orderBy(...orderOf(query))
    .limit(limit)
    .offset(offset);
}

/** The visitors' list without a filter: every listing they may see. */
const noFilter: PropertyFilter = { isHighlight: undefined };

/** One sitemap's share of the visible listings: ids `firstId`…`lastId`, the newest change among them. */
export type SitemapChunk = { firstId: number; lastId: number; lastmod: Date };

/** A page of a list and the number of all its matches. */
export type ListPage = { rows: Property[]; total: number };

/** What the repository writes: the validated input plus the fields the server computes. */
export type PropertyRecord = PropertyInput & { totalRent: number | null };
export type PropertyRecordPatch = PropertyPatch & { totalRent?: number | null };

/**
 * `onWrite` hears of every committed change to properties with the rows before and after (the
 * visitors' cache drops what they touch), before the write's caller gets its answer.
 */
export function createPropertiesRepo(db: Db, onWrite: (changes: PropertyChange[]) => void = () => {}) {
  return {
    /**
     * The same repository on a caller's transaction (one that also writes the rows' media). Its
     * changes reach `onWrite` (the list cache) through `afterCommit`, once the transaction has
     * committed: invalidated earlier, a concurrent read could cache the old rows.
     */
    within(tx: Db, afterCommit: (hook: () => void) => void) {
      const changes: PropertyChange[] = [];
      afterCommit(() => onWrite(changes));
      return createPropertiesRepo(tx, (made) => changes.push(...made));
    },
    list(query: PropertyFilter & Partial<Pick<ListQuery, "sort">>, includeHidden: boolean): Promise<Property[]> {
      return db
        .select()
        .from(properties)
        .where(and(...filterConditions(query, includeHidden)))
        .orderBy(...orderOf(query));
    },
    /**
     * One page of the sorted list and the count of all matches, from one snapshot. The count query
     * is skipped when the page itself shows where the list ends (a short, non-empty page).
     */
    async page(query: ListQuery, includeHidden: boolean): Promise<ListPage> {
      const { limit, offset } = pageWindow(query) ?? { limit: Number.MAX_SAFE_INTEGER, offset: 0 };
      const where = and(...filterConditions(query, includeHidden));
      return db.transaction(
        async (tx) => {
          const rows = await pageSelect(tx, query, includeHidden);
          if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
          const [{ total }] = await tx.select({ total: count() }).from(properties).where(where);
          return { rows, total };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },
    /**
     * The same list in pages of `pageSize` rows, all from one snapshot (a read-only, repeatable-read
     * transaction), so a long list never has to be in memory at once.
     */
    async listInPages(
      query: PropertyFilter & Partial<Pick<ListQuery, "sort">>,
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
              .where(and(...filterConditions(query, includeHidden)))
              .orderBy(...orderOf(query))
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
    /**
     * The next object number the counter gives that no listing holds yet (an imported listing may
     * already carry one in the agency's format).
     */
    async nextObjectNumber(): Promise<string> {
      for (;;) {
        const [{ candidate }] = await db
          .select({
            candidate: nextObjectNumberSql,
          })
          .from(sql`(select 1) as one`);
        if (!(await this.findByObjectNumber(candidate))) return candidate;
      }
    },
    async findByObjectNumber(objectNumber: string): Promise<Property | undefined> {
      const [row] = await db.select().from(properties).where(eq(properties.objectNumber, objectNumber)).limit(1);
      return row;
    },
    async insert(input: PropertyRecord): Promise<Property> {
      const objectNumber = input.objectNumber ?? (await this.nextObjectNumber());
      const [row] = await db
        .insert(properties)
        .values({ ...input, objectNumber })
        .returning();
      onWrite([{ after: row }]);
      return row;
    },
    /** All or nothing, in batches so one statement never grows too large. */
    async insertMany(inputs: PropertyRecord[], batchSize = 250): Promise<Property[]> {
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
    async update(id: number, patch: PropertyRecordPatch): Promise<Property | undefined> {
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
    /** Deletes the row and notes its object number, so the feed can tell the portals to take it down. */
    async delete(id: number): Promise<Property | undefined> {
      const row = await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(properties).where(eq(properties.id, id)).returning();
        if (deleted) await tx.insert(listingRemovals).values({ objectNumber: deleted.objectNumber, listing: deleted });
        return deleted;
      });
      if (row) onWrite([{ before: row }]);
      return row;
    },
    /**
     * The listings visitors may see, in id order, cut into sitemaps of `maxUrls`: each sitemap's
     * first and last id and its newest change. Counted in the database: a few rows come back
     * whatever the number of listings.
     */
    async sitemapChunks(maxUrls: number): Promise<SitemapChunk[]> {
      const numbered = db
        .select({
          id: properties.id,
          updatedAt: properties.updatedAt,
          chunk: sql<number>`(row_number() over (order by ${properties.id}) - 1) / ${maxUrls}::int`.as("chunk"),
        })
        .from(properties)
        .where(and(...filterConditions(noFilter, false)))
        .as("numbered");
      const rows = await db
        .select({
          firstId: min(numbered.id),
          lastId: max(numbered.id),
          lastmod: max(numbered.updatedAt),
        })
        .from(numbered)
        .groupBy(numbered.chunk)
        .orderBy(numbered.chunk);
      // A group is never empty, so none of its aggregates is null.
      return rows.map((row) => ({ firstId: row.firstId!, lastId: row.lastId!, lastmod: row.lastmod! }));
    },
    /** Up to `limit` visible listings after id `afterId` up to `lastId`: one keyset page of a sitemap. */
    sitemapPage(afterId: number, lastId: number, limit: number): Promise<{ id: number; updatedAt: Date }[]> {
      return db
        .select({ id: properties.id, updatedAt: properties.updatedAt })
        .from(properties)
        .where(and(...filterConditions(noFilter, false), gt(properties.id, afterId), lte(properties.id, lastId)))
        .orderBy(asc(properties.id))
        .limit(limit);
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).limit(1);
      return Boolean(row);
    },
  };
}

export type PropertiesRepo = ReturnType<typeof createPropertiesRepo>;
