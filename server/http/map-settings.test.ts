import request from "supertest";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";

describe("the map provider", () => {
  describe("when configured", () => {
    const ctx = useTestApp({
      MAP_STYLE_URL: "https://tiles.example.org/styles/liberty",
      MAP_PROVIDER: "Beispielkarten",
      MAP_TILE_ORIGINS: "https://fonts.example.org",
    });

    it("names its style and provider to the browser", async () => {
      const response = await request(ctx.app).get("/api/map-settings").expect(200);
      expect(response.body).toEqual({
        map: { styleUrl: "https://tiles.example.org/styles/liberty", provider: "Beispielkarten" },
      });
    });

    it("lets the browser fetch from the provider's origins, and from nowhere else", async () => {
      const response = await request(ctx.app).get("/api/health");
      const csp = String(response.headers["content-security-policy"]);
      const connect = /connect-src ([^;]*)/.exec(csp)?.[1] ?? "";
      // (Outside production the development server's websocket is allowed too.)
      const origins = connect.split(" ").filter((source) => source.startsWith("http"));
      expect(origins).toEqual(["https://tiles.example.org", "https://fonts.example.org"]);
      expect(csp).toContain("worker-src 'self'");
    });
  });

  describe("when not configured", () => {
    const ctx = useTestApp();

    it("offers no map", async () => {
      const response = await request(ctx.app).get("/api/map-settings").expect(200);
      expect(response.body).toEqual({ map: null });
      const connect = /connect-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))?.[1] ?? "";
      expect(connect.split(" ").filter((source) => source.startsWith("http"))).toEqual([]);
    });
  });
});
