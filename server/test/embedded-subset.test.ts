import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// CI runs the whole server suite on PostgreSQL and, on the embedded database, what is particular
// to it (`npm run test:embedded`; the journeys run the whole product on it too). A test file that
// behaves differently on the embedded database says so by reading testsUseDatabaseServer; every
// such file must be in that subset, or CI would never run its embedded half.
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe("the embedded test subset", () => {
  it("holds every server test file that differs on the embedded database", () => {
    const script = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts[
      "test:embedded"
    ];
    const filters = script.replace(/^vitest run /, "").split(/\s+/);
    const embeddedAware = filesUnder("server").filter(
      (file) =>
        file.endsWith(".test.ts") &&
        !file.endsWith("embedded-subset.test.ts") &&
        readFileSync(file, "utf8").includes("testsUseDatabaseServer"),
    );
    expect(embeddedAware.length).toBeGreaterThan(5);
    const missing = embeddedAware.filter((file) => !filters.some((filter) => file.includes(filter)));
    expect(missing).toEqual([]);
  });
});
