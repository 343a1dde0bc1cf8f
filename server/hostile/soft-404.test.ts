import { describe, expect, it } from "vitest";
import request from "supertest";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { createProperty } from "../test/factories";

// Rule: a path that is no page of the site answers 404 (with the site's German not-found page), so
// search engines and link checkers never index made-up addresses as pages.
describe("hostile input: a crawler probing made-up addresses", () => {
  const ctx = useHostileApp();

  it("gets a 404 for every made-up path, missing listing and hidden listing, and nobody waits", async () => {
    const hidden = (await createProperty(ctx.services, { status: "hidden", title: "Verstecktes Objekt" })).id;
    const paths = [
      ...Array.from({ length: 60 }, (_, i) => `/wp-admin/probe-${i}.php`),
      ...Array.from({ length: 20 }, (_, i) => `/properties/${900000 + i}`),
      ...Array.from({ length: 20 }, (_, i) => `/blog/gibt-es-nicht-${i}`),
      `/properties/${hidden}`,
      `/application/${hidden}`,
    ];
    const answers = await withoutBlockingOthers(ctx, () =>
      Promise.all(paths.map((path) => request(ctx.app).get(path).set("Accept", "text/html"))),
    );
    for (const [i, res] of answers.entries()) {
      expect(res.status, paths[i]).toBe(404);
      expect(res.text, paths[i]).toContain('<div id="root">');
      expect(res.text, paths[i]).not.toContain("Verstecktes Objekt");
    }
  });
});
