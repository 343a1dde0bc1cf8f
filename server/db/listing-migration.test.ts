// Listings stored before the German listing's fields existed stay as they were (and public) after
// the migration, get object numbers by id, and the counter continues after them.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { migrate } from "./migrate";
import { openTestDatabase } from "../test/test-database";
import { createPropertiesRepo } from "../properties/properties.repo";

const LAST_BEFORE_LISTING_FACTS = 5;

/** A copy of migrations/ that ends before the listing's fields were added. */
function migrationsBeforeListingFacts(): string {
  const folder = mkdtempSync(join(tmpdir(), "spreehaus-migrations-"));
  cpSync(resolve(process.cwd(), "migrations"), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_BEFORE_LISTING_FACTS);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ migrated: false });
  await migrate(database, migrationsBeforeListingFacts());
  const oldRow = (title: string, status: string, createdAt: string) => sql`
    INSERT INTO properties (title, type, transaction_type, price, size, rooms, address, city, description, status, created_at)
    VALUES (${title}, 'apartment', 'rent', 1200, 78, 2.5, 'Kastanienallee 42', 'Berlin', 'Eine Wohnung, wie sie vorher gespeichert wurde.', ${status}, ${createdAt})`;
  await database.db.execute(oldRow("Alte Wohnung eins", "active", "2025-06-01T10:00:00Z"));
  await database.db.execute(oldRow("Alte Wohnung zwei", "reserved", "2026-02-01T10:00:00Z"));
  await migrate(database);
});
afterAll(async () => {
  await database.close();
});

describe("the migration to the German listing", () => {
  it("keeps existing listings public and unchanged, numbered by id and year of entry", async () => {
    const repo = createPropertiesRepo(database.db);
    const rows = await repo.list({ isHighlight: undefined }, true);
    expect(
      rows.map(({ title, status, size, rooms, objectNumber, features, energyCertificate, totalRent }) => ({
        title,
        status,
        size,
        rooms,
        objectNumber,
        features,
        energyCertificate,
        totalRent,
      })),
    ).toEqual([
      {
        title: "Alte Wohnung zwei",
        status: "reserved",
        size: 78,
        rooms: 2.5,
        objectNumber: "SP-2026-0002",
        features: [],
        energyCertificate: null,
        totalRent: null,
      },
      {
        title: "Alte Wohnung eins",
        status: "active",
        size: 78,
        rooms: 2.5,
        objectNumber: "SP-2025-0001",
        features: [],
        energyCertificate: null,
        totalRent: null,
      },
    ]);
  });

  it("continues the counter after the numbered listings", async () => {
    const repo = createPropertiesRepo(database.db);
    expect(await repo.nextObjectNumber()).toBe(`SP-${new Date().getFullYear()}-0003`);
  });
});
