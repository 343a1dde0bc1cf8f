import { describe, expect, it } from "vitest";
import request from "supertest";
import { extractText } from "unpdf";
import { useTestApp } from "../test/test-app";
import { readBinary } from "../test/binary";
import { createProperty } from "../test/factories";

// A description of 9,990 one-line paragraphs made an exposé of 265 pages and 2.1 s of work, and
// anyone could force it again (the cache keeps 12 exposés). The printed description is bounded.

const ctx = useTestApp();

async function timedExpose(id: number) {
  const started = performance.now();
  const res = await request(ctx.app).get(`/api/properties/${id}/expose.pdf`).buffer(true).parse(readBinary).expect(200);
  const ms = performance.now() - started;
  const { text, totalPages } = await extractText(new Uint8Array(res.body as Buffer), { mergePages: true });
  // The parser may break a sentence across lines.
  return { ms, pages: totalPages, text: text.replace(/\s+/g, " ") };
}

describe("hostile input: an exposé of a listing with 9,990 paragraphs", () => {
  it("stays a few pages long and costs about what an ordinary exposé costs", async () => {
    const ordinaryDescription = "Helle Wohnung mit Balkon.\nRuhige Lage, gute Anbindung an U- und S-Bahn.";
    const warmUp = await createProperty(ctx.services, { description: ordinaryDescription });
    const ordinary = await createProperty(ctx.services, { description: ordinaryDescription });
    const flood = await createProperty(ctx.services, {
      description: Array.from({ length: 9_990 }, (_, i) => `${i % 10}`).join("\n"),
    });
    // Warm up the PDF library once, then time both in the same run (neither is cached yet).
    await timedExpose(warmUp.id);
    const normal = await timedExpose(ordinary.id);
    const worst = await timedExpose(flood.id);
    expect(worst.pages).toBeLessThanOrEqual(normal.pages + 2);
    expect(worst.text).toContain("Die vollständige Beschreibung finden Sie auf der Seite der Immobilie");
    expect(worst.ms, JSON.stringify({ normal: normal.ms, worst: worst.ms })).toBeLessThan(Math.max(4 * normal.ms, 250));
  });
});
