import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { PropertyInput } from "@shared/validation/property";
import { distanceKm } from "@shared/search/geo";
import { useTestApp } from "../test/test-app";
import { createProperty } from "../test/factories";

const ctx = useTestApp();

type Row = { id: number; title: string; latitude: number | null; longitude: number | null; address: string | null };

// Listings across Berlin as agencies enter them: Ortsteil in `district`, sometimes only a postal code.
const listings: Record<string, Partial<PropertyInput>> = {
  "Altbau am Görlitzer Park": {
    district: "Kreuzberg",
    postalCode: "10997",
    latitude: 52.4965,
    longitude: 13.4378,
  },
  "Dachgeschoss am Chamissoplatz": {
    district: "Kreuzberg",
    postalCode: "10965",
    latitude: 52.4886,
    longitude: 13.3947,
  },
  // No Ortsteil given: placed by its postal code (10961 is Kreuzberg).
  "Wohnung nahe Mehringdamm": { district: null, postalCode: "10961", latitude: 52.4921, longitude: 13.3884 },
  "Loft am Boxhagener Platz": {
    district: "Friedrichshain",
    postalCode: "10245",
    latitude: 52.5101,
    longitude: 13.4587,
  },
  "Neubau in Neukölln": { district: "Neukölln", postalCode: "12047", latitude: 52.4893, longitude: 13.4245 },
  "Reihenhaus in Britz": { district: "Britz", postalCode: "12359", latitude: 52.4432, longitude: 13.4421 },
  "Altbau am Kollwitzplatz": {
    district: "Prenzlauer Berg",
    postalCode: "10435",
    latitude: 52.5366,
    longitude: 13.4176,
  },
  // Without coordinates: found by place, never by a radius.
  "Wohnung in Spandau ohne Koordinaten": { district: "Spandau", postalCode: "13597" },
  "Haus in Potsdam": {
    city: "Potsdam",
    district: "Babelsberg",
    postalCode: "14482",
    latitude: 52.3906,
    longitude: 13.0645,
  },
};

// The exact point of a listing whose street is hidden (Kreuzberg, Bergmannstraße).
const hiddenPoint = { lat: 52.489134, lng: 13.395872 };

describe("GET /api/properties?place=: city, Bezirk, Ortsteil and postal code", () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [title, fields] of Object.entries(listings)) {
      ids[title] = (await createProperty(ctx.services, { title, ...fields })).id;
    }
    ids.hidden = (
      await createProperty(ctx.services, {
        title: "Kreuzberger Wohnung ohne Adresse",
        district: "Kreuzberg",
        postalCode: "10965",
        showAddress: false,
        latitude: hiddenPoint.lat,
        longitude: hiddenPoint.lng,
      })
    ).id;
    await createProperty(ctx.services, { title: "Versteckt in Kreuzberg", district: "Kreuzberg", status: "hidden" });
  });

  const titles = async (query: string) => {
    const res = await request(ctx.app).get(`/api/properties?${query}`).expect(200);
    return (res.body as Row[]).map((row) => row.title).sort();
  };
  const kreuzberg = [
    "Altbau am Görlitzer Park",
    "Dachgeschoss am Chamissoplatz",
    "Kreuzberger Wohnung ohne Adresse",
    "Wohnung nahe Mehringdamm",
  ];

  it("finds an Ortsteil by name whatever its case, and listings without Ortsteil by postal code", async () => {
    expect(await titles("place=Kreuzberg")).toEqual(kreuzberg);
    expect(await titles("place=kreuzberg")).toEqual(kreuzberg);
    expect(await titles("place=%20KREUZBERG%20")).toEqual(kreuzberg);
    expect(await titles("place=Berlin-Kreuzberg")).toEqual(kreuzberg);
  });

  it("finds a postal code, and every code that starts so", async () => {
    expect(await titles("place=10961")).toEqual(["Wohnung nahe Mehringdamm"]);
    expect(await titles("place=1099")).toEqual(["Altbau am Görlitzer Park"]);
  });

  it("finds a Bezirk's listings in all its Ortsteile", async () => {
    expect(await titles("place=Friedrichshain-Kreuzberg")).toEqual([...kreuzberg, "Loft am Boxhagener Platz"].sort());
    expect(await titles("place=friedrichshain%20kreuzberg")).toEqual([...kreuzberg, "Loft am Boxhagener Platz"].sort());
  });

  it("ignores umlaut spelling: Neukoelln is Neukölln (the Bezirk, with Britz)", async () => {
    const neukoelln = ["Neubau in Neukölln", "Reihenhaus in Britz"];
    expect(await titles("place=Neukoelln")).toEqual(neukoelln);
    expect(await titles("place=Neuk%C3%B6lln")).toEqual(neukoelln);
    expect(await titles("place=neuk%C3%96lln")).toEqual(neukoelln);
  });

  it("finds names of two words, and the city", async () => {
    expect(await titles("place=Prenzlauer%20Berg")).toEqual(["Altbau am Kollwitzplatz"]);
    expect(await titles("place=prenzlauer-berg")).toEqual(["Altbau am Kollwitzplatz"]);
    expect(await titles("place=Potsdam")).toEqual(["Haus in Potsdam"]);
    expect(await titles("place=Spandau")).toEqual(["Wohnung in Spandau ohne Koordinaten"]);
    expect(await titles("place=Berlin")).toHaveLength(9);
    expect(await titles("place=Hamburg")).toEqual([]);
    // Text that names no place (no letter or digit) finds nothing rather than everything.
    expect(await titles("place=%20-%20")).toEqual([]);
  });

  it("keeps the old city filter and combines place with the other filters", async () => {
    expect(await titles("city=potsd")).toEqual(["Haus in Potsdam"]);
    expect(await titles("place=Kreuzberg&city=Berlin&maxPrice=100")).toEqual([]);
  });

  it("shows staff hidden listings in the place search too", async () => {
    const admin = await ctx.admin();
    const res = await admin.get("/api/properties?place=kreuzberg").expect(200);
    expect((res.body as Row[]).map((row) => row.title)).toContain("Versteckt in Kreuzberg");
  });

  describe("radius search (?near=lat,lng&radiusKm=)", () => {
    // Kottbusser Tor.
    const kotti = "52.4991,13.4181";

    it("finds listings within the circle and leaves out those beyond it and those without coordinates", async () => {
      // Görlitzer Park 1.37 km, Neukölln 1.17, the hidden one 1.87, Chamissoplatz 1.97, Mehringdamm 2.16,
      // Boxhagener Platz 3.01, Kollwitzplatz 4.17, Britz 6.43, Potsdam 26.8.
      expect(await titles(`near=${kotti}&radiusKm=1.5`)).toEqual(["Altbau am Görlitzer Park", "Neubau in Neukölln"]);
      expect(await titles(`near=${kotti}&radiusKm=3`)).toEqual([...kreuzberg, "Neubau in Neukölln"].sort());
      const all = await titles(`near=${kotti}&radiusKm=50`);
      expect(all).toHaveLength(9);
      expect(all).not.toContain("Wohnung in Spandau ohne Koordinaten");
    });

    it("combines a radius with a place", async () => {
      expect(await titles(`near=${kotti}&radiusKm=1.5&place=Kreuzberg`)).toEqual(["Altbau am Görlitzer Park"]);
    });

    it("refuses half a radius search and bad values in German, naming the field", async () => {
      const cases: [string, string, RegExp][] = [
        ["near=52.5,13.4", "radiusKm", /Umkreis/],
        ["radiusKm=5", "near", /Mittelpunkt/],
        ["near=52.5&radiusKm=5", "near", /Breitengrad,Längengrad/],
        ["near=abc,13.4&radiusKm=5", "near", /Breitengrad,Längengrad/],
        ["near=95,13.4&radiusKm=5", "near", /-90 bis 90/],
        ["near=52.5,13.4&radiusKm=0", "radiusKm", /zwischen 1 und 50 km/],
        ["near=52.5,13.4&radiusKm=51", "radiusKm", /zwischen 1 und 50 km/],
        ["near=52.5,13.4&radiusKm=weit", "radiusKm", /Zahl/],
        [`place=${"x".repeat(101)}`, "place", /höchstens 100 Zeichen/],
      ];
      for (const [query, path, message] of cases) {
        const res = await request(ctx.app).get(`/api/properties?${query}`).expect(400);
        const error = (res.body.errors as { path: string; message: string }[]).find((e) => e.path === path);
        expect(error?.message, query).toMatch(message);
      }
    });
  });

  describe("the point of a listing whose address is hidden", () => {
    it("is snapped to a grid of about 300 m for visitors, in lists and on the detail page", async () => {
      const detail = (await request(ctx.app).get(`/api/properties/${ids.hidden}`).expect(200)).body as Row;
      expect(detail.address).toBeNull();
      expect(detail.latitude).toBe(52.49);
      expect(detail.longitude).toBe(13.396);
      expect(distanceKm(hiddenPoint, { lat: detail.latitude!, lng: detail.longitude! })).toBeLessThan(0.3);
      const list = (await request(ctx.app).get("/api/properties?place=10965").expect(200)).body as Row[];
      const listed = list.find((row) => row.id === ids.hidden)!;
      expect([listed.latitude, listed.longitude]).toEqual([52.49, 13.396]);
      // A shown address keeps its exact point.
      const shown = list.find((row) => row.title === "Dachgeschoss am Chamissoplatz")!;
      expect([shown.latitude, shown.longitude]).toEqual([52.4886, 13.3947]);
    });

    it("is exact for staff", async () => {
      const admin = await ctx.admin();
      const detail = (await admin.get(`/api/properties/${ids.hidden}`).expect(200)).body as Row;
      expect([detail.latitude, detail.longitude]).toEqual([hiddenPoint.lat, hiddenPoint.lng]);
      expect(detail.address).not.toBeNull();
    });

    it("cannot be found more exactly with a radius search: visitors are measured from the snapped point", async () => {
      // South of both: nearer the true point than the snapped one, which lies about 100 m north of it.
      const centre = { lat: 52.48, lng: 13.395 };
      const fromTrue = distanceKm(centre, hiddenPoint);
      const fromSnapped = distanceKm(centre, { lat: 52.49, lng: 13.396 });
      const radius = (fromTrue + fromSnapped) / 2;
      expect(fromTrue).toBeLessThan(radius);
      expect(fromSnapped).toBeGreaterThan(radius);
      const query = `near=${centre.lat},${centre.lng}&radiusKm=${radius.toFixed(4)}`;
      expect(await titles(query)).not.toContain("Kreuzberger Wohnung ohne Adresse");
      const admin = await ctx.admin();
      const staff = (await admin.get(`/api/properties?${query}`).expect(200)).body as Row[];
      expect(staff.map((row) => row.title)).toContain("Kreuzberger Wohnung ohne Adresse");
    });
  });

  it("refuses a listing with only one coordinate, in German", async () => {
    const admin = await ctx.admin();
    const res = await admin
      .patch(`/api/properties/${ids["Wohnung in Spandau ohne Koordinaten"]}`)
      .send({ latitude: 52.53 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "longitude", message: "Längengrad fehlt: Breitengrad und Längengrad nur zusammen angeben" },
    ]);
    const bad = await admin.patch(`/api/properties/${ids["Wohnung in Spandau ohne Koordinaten"]}`).send({
      latitude: 152,
      longitude: 13.2,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: "latitude", message: "Breitengrad: zwischen -90 und 90" });
  });
});
