import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { staticClient } from "./spa";

function builtClient() {
  const root = mkdtempSync(join(tmpdir(), "spreehaus-client-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Spreehaus</title>");
  writeFileSync(join(root, "assets", "index-Ab12Cd34.js"), "console.log(1)");
  writeFileSync(join(root, "favicon.svg"), "<svg/>");
  const app = express();
  app.use(staticClient(root));
  app.use((_req, res) => res.status(404).json({ message: "nicht da" }));
  return app;
}

describe("serving the built client", () => {
  const app = builtClient();

  it("serves hashed assets with a one-year immutable cache", async () => {
    const res = await request(app).get("/assets/index-Ab12Cd34.js").expect(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers every page path with index.html, never cached", async () => {
    for (const path of ["/", "/properties/12", "/blog/ein-beitrag", "/admin/login"]) {
      const res = await request(app).get(path).expect(200);
      expect(res.text).toContain("<title>Spreehaus</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("revalidates unhashed files and leaves missing assets to a 404", async () => {
    expect((await request(app).get("/favicon.svg").expect(200)).headers["cache-control"]).toBe("no-cache");
    await request(app).get("/assets/gone-123.js").expect(404);
    await request(app).get("/api/whatever").expect(404);
  });
});
