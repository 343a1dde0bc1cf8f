import type { Property } from "@shared/schema/index";
import { filterOf, type ListQuery, type PropertyFilter } from "@shared/search/list-query";
import { createByteCache } from "../cache/byte-cache";
import { compressJson, compressJsonArray, type CompressedJson } from "../http/compressed-json";
import { visitorListMayContain } from "./filter-match";

/** A list answer with the number of all its matches (X-Total-Count), cached together. */
export type CountedJson = CompressedJson & { total: number };

/**
 * How a list is read: one page with its total, or every match a database page at a time (then
 * the total is the number of rows that came).
 */
export type ListLoad =
  | { page: () => Promise<{ rows: unknown[]; total: number }> }
  | { all: (onPage: (rows: unknown[]) => Promise<void>) => Promise<void> };

// The total belongs to the answer: an empty page past the end has the same body for any total, so
// the ETag names the total too, and a revalidation never keeps an outdated count.
const counted = (answer: CompressedJson, total: number): CountedJson => ({
  ...answer,
  etag: `${answer.etag.slice(0, -1)}.${total}"`,
  total,
});

async function compressList(load: ListLoad): Promise<CountedJson> {
  if ("page" in load) {
    const { rows, total } = await load.page();
    return counted(await compressJson(rows), total);
  }
  let total = 0;
  const answer = await compressJsonArray((emit) =>
    load.all(async (rows) => {
      total += rows.length;
      await emit(rows);
    }),
  );
  return counted(answer, total);
}

/** A write to one property as the database saw it: the row before (absent on insert) and after (absent on delete). */
export type PropertyChange = { before?: Property; after?: Property };

/** What a cached answer (or a page built from one) shows: a list by its filter, or one listing. */
export type PropertyScope = { kind: "list"; filter: PropertyFilter } | { kind: "detail"; id: number };
type Scope = PropertyScope;

/**
 * Whether any of these writes can have changed what `scope` shows: the listing itself, or a list
 * whose filter the row matched before or matches after. The one rule for every cache of visitors' views.
 */
export function touchedByChanges(changes: PropertyChange[]): (scope: PropertyScope) => boolean {
  const rows = changes.flatMap((change) => [change.before, change.after]).filter((row) => row !== undefined);
  return (scope) =>
    scope.kind === "detail"
      ? rows.some((row) => row.id === scope.id)
      : rows.some((row) => visitorListMayContain(scope.filter, row));
}

// Filters whose text the database compares case-insensitively (ILIKE, place keys): one entry for
// "Berlin" and "berlin".
const caseInsensitive = new Set<keyof ListQuery>(["city", "place"]);
const foldAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * One key per distinct answer: the parsed query (unknown parameters are already gone), fields in a
 * fixed order, absent ones left out, lists as sorted sets, case-insensitive text folded.
 */
export function listKey(query: Partial<ListQuery>): string {
  const fields = (Object.keys(query) as (keyof ListQuery)[]).sort().flatMap((field) => {
    const value: unknown = query[field];
    if (value === undefined) return [];
    if (Array.isArray(value)) return [[field, [...new Set(value.map(String))].sort()]];
    if (typeof value === "string" && caseInsensitive.has(field)) return [[field, foldAscii(value)]];
    return [[field, value]];
  });
  return `list:${JSON.stringify(fields)}`;
}

/**
 * The visitors' property answers (lists by filter, single properties by id), compressed. A write
 * drops only what it can have changed: the property's own entry and the lists whose filter the row
 * matched before or matches after. Entries also expire after a few seconds, for writes made by
 * another process on the same database; an expired entry is still answered for up to twice that
 * while one reload runs, so a list of thousands reloading never holds every visitor up.
 */
export function createPropertyCache(maxBytes: number, ttlMs = 5000) {
  const cache = createByteCache<CompressedJson | CountedJson, Scope>({
    maxBytes,
    ttlMs,
    staleWhileReloadMs: 2 * ttlMs,
  });
  return {
    /**
     * A list answer with its total. Every page of a filter shares the filter's scope: a write that
     * adds, removes or moves a matching row shifts all its pages.
     */
    list: (query: ListQuery, load: ListLoad) =>
      // "list:" keys only ever hold counted answers.
      cache.get(listKey(query), { kind: "list", filter: filterOf(query) }, () =>
        compressList(load),
      ) as Promise<CountedJson>,
    detail: (id: number, load: () => Promise<unknown>) =>
      cache.get(`id:${id}`, { kind: "detail", id }, async () => compressJson(await load())),
    changed(changes: PropertyChange[]) {
      cache.invalidate(touchedByChanges(changes));
    },
    /**
     * Another instance changed these listings: their details and every list go (which lists the
     * rows moved in or out of is known only where the write happened).
     */
    changedElsewhere(ids: number[] | "all") {
      cache.invalidate((scope) => scope.kind === "list" || ids === "all" || ids.includes(scope.id));
    },
    /** Whether an answer this cache gave is still the one it gives (for the replay lane). */
    isCurrent: (answer: CompressedJson) => cache.isCurrent(answer),
    stats: cache.stats,
  };
}

export type PropertyCache = ReturnType<typeof createPropertyCache>;
