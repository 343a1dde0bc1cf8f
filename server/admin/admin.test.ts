import { describe, expect, it } from "vitest";
import request from "supertest";
import { dashboardStatsAnswer } from "@shared/contracts/admin-stats";
import { useTestApp } from "../test/test-app";
import { createPost, createProperty, validApplication } from "../test/factories";

const ctx = useTestApp();

describe("GET /api/admin/stats", () => {
  it("is admin-only", async () => {
    expect((await request(ctx.app).get("/api/admin/stats").expect(401)).body).toEqual({ message: "Nicht autorisiert" });
  });

  it("counts properties, applications, posts, highlights and unhandled messages", async () => {
    const s = ctx.services;
    const open = await createProperty(s, { isHighlight: true });
    await createProperty(s, { status: "reserved", isHighlight: true });
    await createProperty(s, { status: "hidden" });
    await createPost(s);
    await createPost(s, { published: false });
    await createPost(s, { published: false });
    const first = await request(ctx.app).post("/api/applications").send(validApplication(open.id)).expect(201);
    await request(ctx.app).post("/api/applications").send(validApplication(open.id)).expect(201);
    await request(ctx.app)
      .post("/api/contact")
      .send({ name: "Eva", email: "eva@example.de", message: "Bitte um Rückruf." })
      .expect(201);
    const admin = await ctx.admin();
    await admin.patch(`/api/applications/${first.body.id}/status`).send({ status: "accepted" }).expect(200);

    expect((await admin.get("/api/admin/stats").expect(200)).body).toEqual({
      properties: { total: 3, active: 1, reserved: 1, hidden: 1 },
      applications: { total: 2, new: 1 },
      blog: { total: 3, published: 1, drafts: 2 },
      highlights: 2,
      contacts: { total: 1, unhandled: 1 },
    });
  });
});

describe("the stats answer", () => {
  it("matches the shared contract the dashboard is typed by", async () => {
    const admin = await ctx.admin();
    expect(
      dashboardStatsAnswer.parse((await admin.get("/api/admin/stats").expect(200)).body).highlights,
    ).toBeGreaterThanOrEqual(0);
  });
});
