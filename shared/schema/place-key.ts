import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * placeKey (shared/search/place-search.ts) in SQL: umlauts spelled out, lower case, only a-z and
 * 0-9. The index on it and the search write it through this one function, so they stay the same
 * expression and the planner uses the index. Collation "C" makes `LIKE 'prefix%'` an index range
 * whatever the database's locale is. Every function in it is immutable, as an index requires.
 */
export function placeKeySql(column: AnyPgColumn | SQL): SQL<string> {
  const spelledOut = sql`replace(replace(replace(replace(replace(replace(replace(replace(${column}, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue'), 'ß', 'ss'), 'ẞ', 'ss')`;
  return sql<string>`(regexp_replace(lower(${spelledOut}), '[^a-z0-9]+', '', 'g') collate "C")`;
}
