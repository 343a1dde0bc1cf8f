import { describe, expect, it } from "vitest";
import { useHostileApp } from "../test/hostile-app";
import { probeHealthDuring } from "../test/health-probe";
import { tooManyElementsMessage } from "../openimmo/safe-xml";

// One OpenImmo file of 900,000 tiny elements (7 MB, under the size cap) took 23 s to parse on the
// thread that serves every request: the site stood still meanwhile. Now it is read in a worker
// thread, with an element cap and a time limit.

const ctx = useHostileApp();

const floodXml = () =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter><immobilie>${"<a>x</a>".repeat(900_000)}</immobilie></anbieter></openimmo>`,
  );

describe("hostile input: an OpenImmo file of 900,000 elements", () => {
  it("is refused in German while health keeps answering within 250 ms", async () => {
    const admin = await ctx.admin();
    const xml = floodXml();
    const { result, health } = await probeHealthDuring(ctx.baseUrl, () =>
      admin.post("/api/openimmo/import").attach("file", xml, "flut.xml"),
    );
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: tooManyElementsMessage });
    // 250 ms, or 20 health answers' time on a machine so busy that even one takes longer than 12 ms.
    expect(health.answers).toBeGreaterThan(0);
    expect(health.longestGapMs, JSON.stringify(health)).toBeLessThan(Math.max(250, 20 * health.idleMedianMs));
    const stored = await ctx.database.pool.query("select id from properties");
    expect(stored.rows).toEqual([]);
  });
});
