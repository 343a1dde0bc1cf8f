import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { propertyInputSchema } from "@shared/validation/property";
import { missingForPublication } from "@shared/listing/publishing";
import { previewCsv } from "./csv-preview";
import { parseJsonInput } from "./json-input";

const example = (name: string) => readFileSync(new URL(`../../../../public/examples/${name}`, import.meta.url), "utf8");

describe("downloadable example files", () => {
  it("properties.json holds only valid properties", () => {
    const parsed = parseJsonInput(example("properties.json"));
    expect(parsed.ok && parsed.rows.length).toBe(3);
    if (parsed.ok)
      for (const row of parsed.rows) {
        const result = propertyInputSchema.safeParse(row);
        expect(result.error).toBeUndefined();
        expect(missingForPublication(result.data!)).toEqual([]);
      }
  });

  it("properties.csv previews without errors or column warnings", () => {
    const result = previewCsv(example("properties.csv"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.preview).toMatchObject({ missingColumns: [], unknownColumns: [] });
    expect(result.preview.rows.map((row) => row.errors)).toEqual([[], [], []]);
    // Complete listings: nothing of them is stored hidden for lack of data.
    expect(result.preview.rows.map((row) => row.hiddenBecause)).toEqual([[], [], []]);
  });
});
