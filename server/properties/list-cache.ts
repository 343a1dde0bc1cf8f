import type { Property } from "@shared/schema/index";
import type { PropertyFilter } from "@shared/validation/property";
import { createByteCache } from "../cache/byte-cache";
import { compressJson, compressJsonArray, type CompressedJson } from "../http/compressed-json";
import { visitorListMayContain } from "./filter-match";

/** A write to one property as the database saw it: the row before (absent on insert) and after (absent on delete). */
export type PropertyChange = { before?: Property; after?: Property };

type Scope = { kind: "list"; filter: PropertyFilter } | { kind: "detail"; id: number };

// Filters whose text the database compares case-insensitively (ILIKE): one entry for "Berlin" and "berlin".
const caseInsensitive = new Set<keyof PropertyFilter>(["city"]);
const foldAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * One key per distinct answer: the parsed filter (unknown query parameters are already gone),
 * fields in a fixed order, absent ones left out, lists as sorted sets, case-insensitive text folded.
 */
export function listKey(filter: PropertyFilter): string {
  const fields = (Object.keys(filter) as (keyof PropertyFilter)[]).sort().flatMap((field) => {
    const value: unknown = filter[field];
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
 * another process on the same database.
 */
export function createPropertyCache(maxBytes: number, ttlMs = 5000) {
  const cache = createByteCache<CompressedJson, Scope>({ maxBytes, ttlMs });
  const touchedBy = (change: PropertyChange) => {
    const rows = [change.before, change.after].filter((row): row is Property => row !== undefined);
    return (scope: Scope) =>
      scope.kind === "detail"
        ? rows.some((row) => row.id === scope.id)
        : rows.some((row) => visitorListMayContain(scope.filter, row));
  };
  return {
    /** `loadPages` hands the list's rows over page by page; they are compressed as they come. */
    list: (filter: PropertyFilter, loadPages: (onPage: (rows: Property[]) => Promise<void>) => Promise<void>) =>
      cache.get(listKey(filter), { kind: "list", filter }, () => compressJsonArray(loadPages)),
    detail: (id: number, load: () => Promise<unknown>) =>
      cache.get(`id:${id}`, { kind: "detail", id }, async () => compressJson(await load())),
    changed(changes: PropertyChange[]) {
      const touched = changes.map(touchedBy);
      cache.invalidate((scope) => touched.some((affected) => affected(scope)));
    },
    stats: cache.stats,
  };
}

export type PropertyCache = ReturnType<typeof createPropertyCache>;
