// Similar listings under a listing: same offer and type, nearest price first, at most three,
// never a hidden one and never the listing itself.
import { describe, expect, it } from "vitest";
import request from "supertest";
import { propertyListAnswer } from "@shared/contracts/properties";
import { useTestApp } from "../test/test-app";
import { createProperty } from "../test/factories";

const ctx = useTestApp();

const house = (price: number, overrides: Parameters<typeof createProperty>[1] = {}) =>
  createProperty(ctx.services, {
    type: "house",
    transactionType: "buy",
    serviceCharges: null,
    price,
    title: `Haus für ${price} €`,
    ...overrides,
  });

describe("GET /api/properties/:id/similar", () => {
  it("answers the three public listings of the same offer and type with the nearest prices, nearest first", async () => {
    const target = await house(500_000);
    const far = await house(700_000);
    const below = await house(480_000);
    await house(505_000, { status: "hidden" });
    const lowerTie = await house(400_000);
    const above = await house(530_000);
    const reservedTie = await house(600_000, { status: "reserved" });
    await createProperty(ctx.services, { type: "house", transactionType: "rent", price: 500_000 });
    await createProperty(ctx.services, {
      type: "apartment",
      transactionType: "buy",
      serviceCharges: null,
      price: 500_000,
    });

    const res = await request(ctx.app).get(`/api/properties/${target.id}/similar`).expect(200);
    const similar = propertyListAnswer.parse(res.body);
    // 100,000 € away both: the older listing wins the tie.
    expect(similar.map((p) => p.id)).toEqual([below.id, above.id, lowerTie.id]);
    expect(similar.map((p) => p.id)).not.toContain(target.id);
    expect(res.headers["cache-control"]).toBe("no-cache");

    // The reserved one is public too: with the nearer ones gone it comes next.
    await ctx.services.properties.update(below.id, { status: "hidden" });
    const after = await request(ctx.app).get(`/api/properties/${target.id}/similar`).expect(200);
    expect(after.body.map((p: { id: number }) => p.id)).toEqual([above.id, lowerTie.id, reservedTie.id]);
    expect(after.body.map((p: { id: number }) => p.id)).not.toContain(far.id);
  });

  it("answers an empty list when nothing compares, and hides the street of listings that do not show it", async () => {
    const only = await createProperty(ctx.services, { type: "commercial", transactionType: "rent", price: 9000 });
    expect((await request(ctx.app).get(`/api/properties/${only.id}/similar`).expect(200)).body).toEqual([]);
    await createProperty(ctx.services, {
      type: "commercial",
      transactionType: "rent",
      price: 9100,
      showAddress: false,
      address: "Geheimweg 7",
    });
    const res = await request(ctx.app).get(`/api/properties/${only.id}/similar`).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].address).toBeNull();
  });

  it("is a 404 for a hidden or unknown listing, except that staff may ask about a hidden one", async () => {
    const hidden = await house(320_000, { status: "hidden" });
    await house(330_000);
    const res = await request(ctx.app).get(`/api/properties/${hidden.id}/similar`).expect(404);
    expect(res.body).toEqual({ message: "Immobilie nicht gefunden" });
    await request(ctx.app).get("/api/properties/999999/similar").expect(404);
    await request(ctx.app).get("/api/properties/abc/similar").expect(400);
    const admin = await ctx.admin();
    const staff = await admin.get(`/api/properties/${hidden.id}/similar`).expect(200);
    expect(staff.body).toHaveLength(3);
    expect(staff.body.every((p: { status: string }) => p.status !== "hidden")).toBe(true);
  });
});
