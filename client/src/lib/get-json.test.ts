import { afterEach, describe, expect, it, vi } from "vitest";
import { getJson } from "./get-json";

describe("getJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes the answer the server embedded in the page once, then asks the server", async () => {
    const embedded = { "/api/properties/5": { id: 5, title: "Eingebettet" } };
    vi.stubGlobal("document", { getElementById: () => ({ textContent: JSON.stringify(embedded) }) });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 5, title: "Vom Server" }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    expect(await getJson("/api/properties/5")).toEqual({ id: 5, title: "Eingebettet" });
    expect(fetch).not.toHaveBeenCalled();
    expect(await getJson("/api/properties/5")).toEqual({ id: 5, title: "Vom Server" });
    expect(fetch).toHaveBeenCalledWith("/api/properties/5", expect.objectContaining({ method: "GET" }));
  });
});
