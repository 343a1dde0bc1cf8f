import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";
import { createProperty, validProperty } from "../test/factories";
import { errorAnswer } from "@shared/contracts/errors";
import { propertyAnswer, propertyListAnswer } from "@shared/contracts/properties";
import { fieldMessages } from "../test/field-messages";

const ctx = useTestApp();

describe("GET /api/properties", () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const s = ctx.services;
    ids = {
      cheapRent: (await createProperty(s, { title: "Kleine Mietwohnung Mitte", price: 900, city: "Berlin-Mitte" })).id,
      house: (
        await createProperty(s, {
          title: "Haus am See Potsdam",
          type: "house",
          transactionType: "buy",
          price: 650000,
          city: "Potsdam",
        })
      ).id,
      office: (
        await createProperty(s, {
          title: "Bürofläche Kreuzberg",
          type: "commercial",
          transactionType: "rent",
          price: 5000,
          city: "Berlin-Kreuzberg",
        })
      ).id,
      hidden: (
        await createProperty(s, {
          title: "Versteckte Villa Grunewald",
          type: "house",
          transactionType: "buy",
          price: 2000000,
          status: "hidden",
          city: "Berlin",
        })
      ).id,
      highlight: (
        await createProperty(s, {
          title: "Highlight Neubau Friedrichshain",
          type: "new",
          transactionType: "buy",
          price: 500000,
          isHighlight: true,
          city: "Berlin",
        })
      ).id,
    };
  });
  const titles = (body: { title: string }[]) => body.map((p) => p.title);

  it("lists visible properties newest first and never hidden ones for visitors", async () => {
    const res = await request(ctx.app).get("/api/properties").expect(200);
    expect(titles(res.body)).toEqual([
      "Highlight Neubau Friedrichshain",
      "Bürofläche Kreuzberg",
      "Haus am See Potsdam",
      "Kleine Mietwohnung Mitte",
    ]);
    expect(res.body[0]).toMatchObject({
      type: "new",
      transactionType: "buy",
      price: 500000,
      rooms: 2.5,
      images: [],
      status: "active",
      isHighlight: true,
    });
  });

  it("shows hidden properties to the signed-in admin", async () => {
    const admin = await ctx.admin();
    const res = await admin.get("/api/properties").expect(200);
    expect(titles(res.body)).toContain("Versteckte Villa Grunewald");
    await admin.get(`/api/properties/${ids.hidden}`).expect(200);
  });

  it("filters by type, transaction type, city substring and highlight", async () => {
    expect(titles((await request(ctx.app).get("/api/properties?type=house")).body)).toEqual(["Haus am See Potsdam"]);
    expect(titles((await request(ctx.app).get("/api/properties?transactionType=rent")).body)).toEqual([
      "Bürofläche Kreuzberg",
      "Kleine Mietwohnung Mitte",
    ]);
    expect(titles((await request(ctx.app).get("/api/properties?city=kreuz")).body)).toEqual(["Bürofläche Kreuzberg"]);
    expect(titles((await request(ctx.app).get("/api/properties?isHighlight=true")).body)).toEqual([
      "Highlight Neubau Friedrichshain",
    ]);
  });

  it("treats price bounds as inclusive and combines filters", async () => {
    expect(titles((await request(ctx.app).get("/api/properties?minPrice=5000&maxPrice=500000")).body)).toEqual([
      "Highlight Neubau Friedrichshain",
      "Bürofläche Kreuzberg",
    ]);
    const combined = await request(ctx.app).get(
      "/api/properties?transactionType=buy&type=house&city=pots&minPrice=650000&maxPrice=650000",
    );
    expect(titles(combined.body)).toEqual(["Haus am See Potsdam"]);
  });

  it("takes % in the city filter literally", async () => {
    expect((await request(ctx.app).get("/api/properties?city=%25")).body).toEqual([]);
  });

  it("rejects unknown filter values with a German message", async () => {
    const type = await request(ctx.app).get("/api/properties?type=castle").expect(400);
    expect(type.body).toMatchObject({
      message: "Ungültiger Immobilientyp",
      errors: [{ path: "type", message: "Ungültiger Immobilientyp" }],
    });
    const price = await request(ctx.app).get("/api/properties?minPrice=abc").expect(400);
    expect(price.body.errors[0]).toMatchObject({ path: "minPrice", message: "Preis muss eine Zahl sein" });
  });

  it("answers 404 for a hidden or missing property and 400 for a non-integer id", async () => {
    expect((await request(ctx.app).get(`/api/properties/${ids.hidden}`).expect(404)).body).toEqual({
      message: "Immobilie nicht gefunden",
    });
    await request(ctx.app).get("/api/properties/999999").expect(404);
    expect((await request(ctx.app).get("/api/properties/abc").expect(400)).body.message).toBe("Ungültige ID");
  });
});

describe("writing properties", () => {
  it("refuses every write when signed out", async () => {
    const property = await createProperty(ctx.services);
    const anon = request(ctx.app);
    expect((await anon.post("/api/properties").send(validProperty()).expect(401)).body).toEqual({
      message: "Nicht autorisiert",
    });
    await anon.patch(`/api/properties/${property.id}`).send({ price: 1 }).expect(401);
    await anon.delete(`/api/properties/${property.id}`).expect(401);
    expect((await ctx.services.properties.get(property.id, true)).price).toBe(property.price);
  });

  it("creates a property with the form defaults and returns it with 201", async () => {
    const admin = await ctx.admin();
    const input = validProperty({ title: "Neue Wohnung am Park", rooms: 3.5 });
    const res = await admin.post("/api/properties").send(input).expect(201);
    expect(res.body).toMatchObject({ ...input, id: expect.any(Number), createdAt: expect.any(String) });
    expect((await request(ctx.app).get(`/api/properties/${res.body.id}`)).body.rooms).toBe(3.5);
  });

  it("reports every invalid field with the German messages of the form", async () => {
    const admin = await ctx.admin();
    const res = await admin
      .post("/api/properties")
      .send({
        ...validProperty(),
        title: "Kurz",
        price: 0,
        size: 0,
        rooms: 0,
        address: "abc",
        city: "B",
        description: "zu kurz",
      })
      .expect(400);
    expect(fieldMessages(res.body)).toEqual({
      title: "Titel muss mindestens 5 Zeichen enthalten",
      price: "Preis muss angegeben werden",
      size: "Größe muss angegeben werden",
      rooms: "Anzahl der Zimmer muss angegeben werden",
      address: "Adresse muss angegeben werden",
      city: "Stadt muss angegeben werden",
      description: "Beschreibung muss mindestens 20 Zeichen enthalten",
    });
  });

  it("updates with PATCH and returns the updated record", async () => {
    const admin = await ctx.admin();
    const property = await createProperty(ctx.services);
    const res = await admin
      .patch(`/api/properties/${property.id}`)
      .send({ status: "reserved", isHighlight: true })
      .expect(200);
    expect(res.body).toMatchObject({ id: property.id, status: "reserved", isHighlight: true, title: property.title });
    await admin.patch("/api/properties/999999").send({ price: 5 }).expect(404);
  });

  it("deletes with 204, then the property is gone", async () => {
    const admin = await ctx.admin();
    const property = await createProperty(ctx.services);
    await admin.delete(`/api/properties/${property.id}`).expect(204);
    await request(ctx.app).get(`/api/properties/${property.id}`).expect(404);
    await admin.delete(`/api/properties/${property.id}`).expect(404);
  });

  it("refuses more than ten images", async () => {
    const admin = await ctx.admin();
    const images = Array.from({ length: 11 }, (_, i) => `https://bilder.example.de/${i}.jpg`);
    const res = await admin.post("/api/properties").send(validProperty({ images })).expect(400);
    expect(res.body.errors[0]).toMatchObject({ path: "images", message: "Maximal 10 Bilder erlaubt." });
  });
});

describe("list caching", () => {
  it("answers a revalidation with 304 and shows a change at once", async () => {
    const first = await request(ctx.app).get("/api/properties?city=Lichtenberg").expect(200);
    expect(first.body).toEqual([]);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    await request(ctx.app).get("/api/properties?city=Lichtenberg").set("If-None-Match", etag).expect(304);

    const created = await createProperty(ctx.services, { title: "Neu in Lichtenberg", city: "Berlin-Lichtenberg" });
    const after = await request(ctx.app).get("/api/properties?city=Lichtenberg").set("If-None-Match", etag).expect(200);
    expect(after.body.map((p: { id: number }) => p.id)).toEqual([created.id]);
    expect(after.headers.etag).not.toBe(etag);

    await (await ctx.admin()).patch(`/api/properties/${created.id}`).send({ status: "hidden" }).expect(200);
    expect((await request(ctx.app).get("/api/properties?city=Lichtenberg")).body).toEqual([]);
  });

  it("never serves the visitors' cached list to the admin", async () => {
    await request(ctx.app).get("/api/properties").expect(200);
    const hidden = await createProperty(ctx.services, { status: "hidden", title: "Nur für Admins sichtbar" });
    const admin = await (await ctx.admin()).get("/api/properties").expect(200);
    expect(admin.headers["cache-control"]).toBe("private, no-store");
    expect(admin.body.map((p: { id: number }) => p.id)).toContain(hidden.id);
  });
});

describe("detail caching", () => {
  it("revalidates a property with 304 and shows an update or a hide at once", async () => {
    const property = await createProperty(ctx.services, { title: "Cache-Test in Pankow" });
    const first = await request(ctx.app).get(`/api/properties/${property.id}`).expect(200);
    await request(ctx.app).get(`/api/properties/${property.id}`).set("If-None-Match", first.headers.etag).expect(304);
    const admin = await ctx.admin();
    await admin.patch(`/api/properties/${property.id}`).send({ price: 1999 }).expect(200);
    expect(
      (
        await request(ctx.app)
          .get(`/api/properties/${property.id}`)
          .set("If-None-Match", first.headers.etag)
          .expect(200)
      ).body.price,
    ).toBe(1999);
    await admin.patch(`/api/properties/${property.id}`).send({ status: "hidden" }).expect(200);
    await request(ctx.app).get(`/api/properties/${property.id}`).expect(404);
  });
});

describe("answers match the shared contracts the client is typed by", () => {
  it("for visitors (cached) and admins, lists and details, and writes", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send(validProperty({ title: "Vertrag Altbau Wedding" }))
      .expect(201);
    const property = propertyAnswer.parse(created.body);
    expect(property.createdAt).toBeInstanceOf(Date);
    propertyAnswer.parse((await admin.patch(`/api/properties/${property.id}`).send({ price: 1200 }).expect(200)).body);
    for (const agent of [request(ctx.app), admin]) {
      expect(propertyListAnswer.parse((await agent.get("/api/properties").expect(200)).body).length).toBeGreaterThan(0);
      propertyAnswer.parse((await agent.get(`/api/properties/${property.id}`).expect(200)).body);
    }
  });

  it("for errors: a German message, with field errors for bad input", async () => {
    const admin = await ctx.admin();
    const invalid = errorAnswer.parse((await admin.post("/api/properties").send({ title: "x" }).expect(400)).body);
    expect(invalid.errors?.length).toBeGreaterThan(0);
    errorAnswer.parse((await request(ctx.app).get("/api/properties/999999").expect(404)).body);
  });
});
