import { describe, expect, it } from "vitest";
import { minimalClient, useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { createProperty } from "../test/factories";

// Rule: a path that is no page of the site answers 404 (with the site's German not-found page), so
// search engines and link checkers never index made-up addresses as pages.
// A server renderer that counts its renders (in the test process, which imports it).
const countingRenderer = `
export async function renderPage(page) {
  globalThis.notFoundRenders = (globalThis.notFoundRenders ?? 0) + (page.missing ? 1 : 0);
  return { pipe: (out) => out.end("<main><h1>Seite nicht gefunden</h1></main>") };
}`;
const renders = () => (globalThis as { notFoundRenders?: number }).notFoundRenders ?? 0;

describe("hostile input: a crawler probing made-up addresses", () => {
  const ctx = useHostileApp({}, minimalClient(countingRenderer));

  it("gets a 404 for every made-up path, missing listing and hidden listing, and nobody waits", async () => {
    const hidden = (await createProperty(ctx.services, { status: "hidden", title: "Verstecktes Objekt" })).id;
    const paths = [
      ...Array.from({ length: 60 }, (_, i) => `/wp-admin/probe-${i}.php`),
      ...Array.from({ length: 20 }, (_, i) => `/properties/${900000 + i}`),
      ...Array.from({ length: 20 }, (_, i) => `/blog/gibt-es-nicht-${i}`),
      `/properties/${hidden}`,
      `/application/${hidden}`,
    ];
    // Through the one listening server, as a crawler would: not a test server per request.
    const answers = await withoutBlockingOthers(ctx, () =>
      Promise.all(
        paths.map(async (path) => {
          const res = await fetch(`${ctx.baseUrl}${path}`, { headers: { Accept: "text/html" } });
          return { status: res.status, text: await res.text() };
        }),
      ),
    );
    for (const [i, res] of answers.entries()) {
      expect(res.status, paths[i]).toBe(404);
      expect(res.text, paths[i]).toContain('<div id="root">');
      expect(res.text, paths[i]).toContain("<title>Seite nicht gefunden | Spreehaus Immobilien</title>");
      expect(res.text, paths[i]).not.toContain("Verstecktes Objekt");
    }
    // One render per section (none, properties, blog), not one per address; the application form
    // is rendered by the browser.
    expect(renders()).toBe(3);
  });
});
