import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { themeInitScript } from "@shared/theme-init";
import request from "supertest";
import express from "express";
import { useTestApp } from "../test/test-app";
import { securityHeaders } from "./security";
import { validProperty } from "../test/factories";

const ctx = useTestApp();

describe("HTTP hardening", () => {
  it("answers unknown /api paths with 404 JSON", async () => {
    const res = await request(ctx.app).get("/api/gibt-es-nicht").expect(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: "Diese Schnittstelle gibt es nicht." });
  });

  it("reports health with 200 while the database answers", async () => {
    expect((await request(ctx.app).get("/api/health").expect(200)).body).toEqual({ status: "ok" });
  });

  it("sends security headers and no x-powered-by", async () => {
    const res = await request(ctx.app).get("/api/health");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("img-src 'self' data: blob: https: http:");
    expect(res.headers["referrer-policy"]).toBeDefined();
  });

  it("refuses a cross-site POST with 403 and stores nothing", async () => {
    const message = { name: "Eva", email: "eva@example.de", message: "Bitte um Rückruf zur Wohnung." };
    const crossSite = await request(ctx.app)
      .post("/api/contact")
      .set("Sec-Fetch-Site", "cross-site")
      .send(message)
      .expect(403);
    expect(crossSite.body.message).toBe("Anfrage von einer fremden Website abgelehnt.");
    await request(ctx.app).post("/api/contact").set("Origin", "https://boese.example").send(message).expect(403);
    expect(await ctx.services.contacts.list()).toHaveLength(0);
    await request(ctx.app).post("/api/contact").set("Sec-Fetch-Site", "same-origin").send(message).expect(201);
  });

  it("answers a body over the route's limit with 413 and a German message", async () => {
    const huge = { name: "Eva", email: "eva@example.de", message: "x".repeat(200_000) };
    expect((await request(ctx.app).post("/api/contact").send(huge).expect(413)).body).toEqual({
      message: "Die gesendeten Daten sind zu groß.",
    });
    const admin = await ctx.admin();
    const tooManyBytes = validProperty({ description: "y".repeat(31 * 1024 * 1024) });
    await admin.post("/api/properties").send(tooManyBytes).expect(413);
  });

  it("answers malformed JSON with 400 in German", async () => {
    const res = await request(ctx.app)
      .post("/api/contact")
      .set("Content-Type", "application/json")
      .send("{kaputt")
      .expect(400);
    expect(res.body).toEqual({ message: "Ungültiges JSON im Anfrageinhalt." });
  });
});

describe("production content security policy", () => {
  it("allows no inline script but the theme script, by its hash", async () => {
    const app = express()
      .use(securityHeaders({ isProduction: true }))
      .get("/", (_req, res) => res.send("ok"));
    const csp = (await request(app).get("/")).headers["content-security-policy"];
    const hash = createHash("sha256").update(themeInitScript).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("allows no plugin content at all (object-src 'none')", async () => {
    const app = express()
      .use(securityHeaders({ isProduction: true }))
      .get("/", (_req, res) => res.send("ok"));
    const csp = (await request(app).get("/")).headers["content-security-policy"];
    expect(csp).toContain("object-src 'none';");
  });
});
