// The German listing through the API: every field round-trips, the publishing rule refuses what the
// law requires in a public ad, the server computes the Warmmiete and numbers the listings, and a
// listing that hides its address never tells a visitor the street.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import request from "supertest";
import { propertyAnswer } from "@shared/contracts/properties";
import { errorAnswer } from "@shared/contracts/errors";
import { useTestApp } from "../test/test-app";
import { completeCertificate, createProperty, validProperty } from "../test/factories";
import { staticClient } from "../http/spa";

const pagesRoot = mkdtempSync(join(tmpdir(), "spreehaus-listing-"));
writeFileSync(join(pagesRoot, "index.html"), "<!doctype html><html><head><title>x</title></head><body></body></html>");
const ctx = useTestApp({}, undefined, staticClient(pagesRoot));

/** Every field a German listing carries, filled. */
const completeRental = () =>
  validProperty({
    objectNumber: `SP-TEST-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    title: "Altbauwohnung mit Balkon am Kollwitzplatz",
    size: 84.5,
    rooms: 3,
    bedrooms: 2,
    bathrooms: 1,
    usableArea: 6.25,
    plotSize: null,
    address: "Knaackstraße 12",
    postalCode: "10405",
    district: "Prenzlauer Berg",
    city: "Berlin",
    showAddress: true,
    price: 1450,
    serviceCharges: 240,
    heatingCosts: 95,
    heatingIncluded: false,
    deposit: 4350,
    floor: 3,
    floors: 5,
    yearBuilt: 1905,
    condition: "renovated",
    availableFrom: "2027-02-01",
    heatingType: "district",
    features: ["balcony", "fitted_kitchen", "cellar"],
    energyCertificate: {
      status: "available",
      type: "demand",
      value: 112.4,
      includesHotWater: true,
      primarySource: "district_heating",
      efficiencyClass: "D",
      yearBuilt: 1905,
      issuedAt: "2024-03-01",
      validUntil: "2034-02-28",
      heatValue: null,
      electricityValue: null,
    },
    floorPlans: ["https://fotos.example.de/grundriss.png"],
  });

describe("a complete listing", () => {
  it("round-trips every field, with a number from the server's counter when none is sent", async () => {
    const admin = await ctx.admin();
    const sent = completeRental();
    const created = await admin.post("/api/properties").send(sent).expect(201);
    const stored = propertyAnswer.parse(created.body);
    const { totalRent, ...rest } = stored;
    expect(rest).toMatchObject({ ...sent, buyerCommission: null, commissionFree: false });
    expect(totalRent).toBe(1450 + 240 + 95);

    const visitor = await request(ctx.app).get(`/api/properties/${stored.id}`).expect(200);
    expect(visitor.body).toMatchObject({ ...sent, totalRent: 1785, size: 84.5 });

    const numbered = await admin
      .post("/api/properties")
      .send({ ...completeRental(), objectNumber: undefined })
      .expect(201);
    expect(numbered.body.objectNumber).toMatch(new RegExp(`^SP-${new Date().getFullYear()}-\\d{4,}$`));
  });

  it("numbers past 9,999 with five digits, by the column default and by the service alike", async () => {
    const year = new Date().getFullYear();
    await ctx.database.pool.query("select setval('property_object_number_seq', 9998)");
    const byService = await createProperty(ctx.services, { objectNumber: undefined });
    expect(byService.objectNumber).toBe(`SP-${year}-9999`);
    // The column's default, as the migrations left it, evaluated once.
    const { rows } = await ctx.database.pool.query<{ column_default: string }>(
      "select column_default from information_schema.columns where table_name = 'properties' and column_name = 'object_number'",
    );
    const byDefault = await ctx.database.pool.query<{ n: string }>(`select ${rows[0].column_default} as n`);
    expect(byDefault.rows[0].n).toBe(`SP-${year}-10000`);
    const next = await createProperty(ctx.services, { objectNumber: undefined });
    expect(next.objectNumber).toBe(`SP-${year}-10001`);
  });

  it("keeps a purchase's commission text and leaves the Warmmiete empty", async () => {
    const admin = await ctx.admin();
    const res = await admin
      .post("/api/properties")
      .send(
        validProperty({
          transactionType: "buy",
          price: 685_000,
          serviceCharges: null,
          buyerCommission: "3,57 % inkl. MwSt.",
        }),
      )
      .expect(201);
    expect(res.body).toMatchObject({ buyerCommission: "3,57 % inkl. MwSt.", totalRent: null });
  });

  it("answers 409 for an object number another listing holds", async () => {
    const admin = await ctx.admin();
    const first = await admin.post("/api/properties").send(completeRental()).expect(201);
    const res = await admin
      .post("/api/properties")
      .send({ ...completeRental(), objectNumber: first.body.objectNumber })
      .expect(409);
    expect(res.body).toEqual({
      message: "Diese Objektnummer wird bereits verwendet.",
      errors: [{ path: "objectNumber", message: "Diese Objektnummer wird bereits verwendet." }],
    });
  });
});

describe("the publishing rule", () => {
  it("refuses an active listing without energy data and names what is missing", async () => {
    const admin = await ctx.admin();
    const before = (await admin.get("/api/properties").expect(200)).body.length;
    const res = await admin
      .post("/api/properties")
      .send(validProperty({ energyCertificate: null }))
      .expect(400);
    expect(errorAnswer.parse(res.body)).toEqual({
      message: "Für die Veröffentlichung fehlen Angaben: Energieausweis",
      errors: [{ path: "energyCertificate.status", message: "Für die Veröffentlichung erforderlich: Energieausweis" }],
    });
    expect((await admin.get("/api/properties").expect(200)).body.length).toBe(before);
  });

  it("names each missing value of an available certificate for a residential listing", async () => {
    const admin = await ctx.admin();
    const res = await admin
      .post("/api/properties")
      .send(validProperty({ status: "reserved", energyCertificate: { status: "available" } }))
      .expect(400);
    expect(res.body.message).toBe(
      "Für die Veröffentlichung fehlen Angaben: Art des Energieausweises, Endenergiekennwert, Wesentlicher Energieträger, Baujahr laut Energieausweis, Energieeffizienzklasse",
    );
  });

  it("asks a commercial listing for heat and electricity values instead of one value", async () => {
    const admin = await ctx.admin();
    const certificate = { status: "available", type: "consumption", primarySource: "gas", value: 120 } as const;
    const res = await admin
      .post("/api/properties")
      .send(validProperty({ type: "commercial", energyCertificate: certificate }))
      .expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([
      "energyCertificate.heatValue",
      "energyCertificate.electricityValue",
    ]);
  });

  it("accepts a certificate shown at the viewing or not required", async () => {
    const admin = await ctx.admin();
    for (const status of ["at_viewing", "not_required"] as const) {
      await admin
        .post("/api/properties")
        .send(validProperty({ energyCertificate: { status } }))
        .expect(201);
    }
  });

  it("stores a hidden listing without energy data (a draft)", async () => {
    const admin = await ctx.admin();
    const res = await admin
      .post("/api/properties")
      .send(validProperty({ status: "hidden", energyCertificate: null, serviceCharges: null }))
      .expect(201);
    expect(res.body).toMatchObject({ status: "hidden", energyCertificate: null, totalRent: null });
  });

  it("refuses a rental without service charges", async () => {
    const admin = await ctx.admin();
    const res = await admin
      .post("/api/properties")
      .send(validProperty({ serviceCharges: null }))
      .expect(400);
    expect(res.body.message).toBe("Für die Veröffentlichung fehlen Angaben: Nebenkosten");
    expect(res.body.errors).toEqual([
      { path: "serviceCharges", message: "Für die Veröffentlichung erforderlich: Nebenkosten" },
    ]);
  });

  it("checks the listing as it would be after an update: publishing a draft needs its data", async () => {
    const admin = await ctx.admin();
    const draft = await admin
      .post("/api/properties")
      .send(validProperty({ status: "hidden", energyCertificate: null }))
      .expect(201);
    const refused = await admin.patch(`/api/properties/${draft.body.id}`).send({ status: "active" }).expect(400);
    expect(refused.body.message).toBe("Für die Veröffentlichung fehlen Angaben: Energieausweis");
    expect((await admin.get(`/api/properties/${draft.body.id}`).expect(200)).body.status).toBe("hidden");
    await admin
      .patch(`/api/properties/${draft.body.id}`)
      .send({ status: "active", energyCertificate: completeCertificate })
      .expect(200);
  });
});

describe("Warmmiete", () => {
  it("is price plus service charges plus heating, without heating when it is included, and follows updates", async () => {
    const admin = await ctx.admin();
    const created = await admin
      .post("/api/properties")
      .send({ ...validProperty({ price: 1000, serviceCharges: 200, heatingCosts: 80 }), totalRent: 1 })
      .expect(201);
    expect(created.body.totalRent).toBe(1280);
    const included = await admin
      .patch(`/api/properties/${created.body.id}`)
      .send({ heatingIncluded: true })
      .expect(200);
    expect(included.body.totalRent).toBe(1200);
    const dearer = await admin.patch(`/api/properties/${created.body.id}`).send({ price: 1100 }).expect(200);
    expect(dearer.body.totalRent).toBe(1300);
  });
});

describe("validation of the new fields", () => {
  const refusal = async (overrides: object) => {
    const admin = await ctx.admin();
    const res = await admin
      .post("/api/properties")
      .send({ ...validProperty(), ...overrides })
      .expect(400);
    return res.body.errors as { path: string; message: string }[];
  };

  it("refuses an efficiency class outside A+ to H", async () => {
    expect(await refusal({ energyCertificate: { ...completeCertificate, efficiencyClass: "I" } })).toContainEqual({
      path: "energyCertificate.efficiencyClass",
      message: "Energieeffizienzklasse muss zwischen A+ und H liegen",
    });
  });

  it("refuses a negative energy value", async () => {
    expect(await refusal({ energyCertificate: { ...completeCertificate, value: -5 } })).toContainEqual({
      path: "energyCertificate.value",
      message: "Endenergiekennwert darf nicht negativ sein",
    });
  });

  it("refuses a certificate valid until before it was issued", async () => {
    const certificate = { ...completeCertificate, issuedAt: "2024-05-01", validUntil: "2023-05-01" };
    expect(await refusal({ energyCertificate: certificate })).toContainEqual({
      path: "energyCertificate.validUntil",
      message: "Gültig bis muss nach dem Ausstellungsdatum liegen",
    });
  });

  it("refuses a postal code that is not five digits, an unknown feature and a third decimal", async () => {
    const errors = await refusal({ postalCode: "1040", features: ["balcony", "pool"], size: 84.555 });
    expect(errors).toContainEqual({ path: "postalCode", message: "Postleitzahl muss aus 5 Ziffern bestehen" });
    expect(errors).toContainEqual({ path: "features.1", message: "Unbekanntes Ausstattungsmerkmal" });
    expect(errors).toContainEqual({ path: "size", message: "Größe mit höchstens zwei Nachkommastellen angeben" });
  });
});

describe("a listing that hides its address", () => {
  it("never tells a visitor the street: not in the list, the detail, the page head nor its JSON-LD", async () => {
    const property = await createProperty(ctx.services, {
      title: "Diskrete Dachgeschosswohnung",
      address: "Geheimweg 7",
      postalCode: "10405",
      district: "Prenzlauer Berg",
      showAddress: false,
    });
    const detail = await request(ctx.app).get(`/api/properties/${property.id}`).expect(200);
    expect(detail.body).toMatchObject({ address: null, postalCode: "10405", district: "Prenzlauer Berg" });
    const list = await request(ctx.app).get("/api/properties").expect(200);
    expect(JSON.stringify(list.body)).not.toContain("Geheimweg");
    const page = await request(ctx.app).get(`/properties/${property.id}`).expect(200);
    expect(page.text).toContain("Diskrete Dachgeschosswohnung");
    expect(page.text).not.toContain("Geheimweg");

    const admin = await ctx.admin();
    expect((await admin.get(`/api/properties/${property.id}`).expect(200)).body.address).toBe("Geheimweg 7");
  });
});

describe("importing a listing", () => {
  it("creates it, then updates the listing with the same object number instead of duplicating it", async () => {
    const properties = ctx.services.properties;
    const first = await properties.importListing(validProperty({ objectNumber: "CRM-4711", price: 1200 }));
    expect(first).toMatchObject({ outcome: "created", hiddenBecause: [], property: { status: "active" } });
    const again = await properties.importListing(validProperty({ objectNumber: "CRM-4711", price: 1250 }));
    expect(again).toMatchObject({ outcome: "updated", property: { id: first.property.id, price: 1250 } });
  });

  it("stores an incomplete public listing hidden and says what it lacks", async () => {
    const result = await ctx.services.properties.importListing(
      validProperty({ objectNumber: "CRM-4712", serviceCharges: null }),
    );
    expect(result.outcome).toBe("created");
    expect(result.property.status).toBe("hidden");
    expect(result.hiddenBecause).toEqual([{ path: "serviceCharges", label: "Nebenkosten" }]);
  });
});

describe("the efficiency class and the energy value (GEG Anlage 10)", () => {
  const mismatch = "Die Energieeffizienzklasse passt nicht zum Kennwert 142 kWh/(m²·a): richtig ist Klasse E.";
  const classB142 = { energyCertificate: { ...completeCertificate, value: 142, efficiencyClass: "B" as const } };

  it("refuses to publish class B for 142 kWh/(m²·a), naming class E at the class's field", async () => {
    const admin = await ctx.admin();
    const res = await admin.post("/api/properties").send(validProperty(classB142)).expect(400);
    expect(errorAnswer.parse(res.body)).toEqual({
      message: mismatch,
      errors: [{ path: "energyCertificate.efficiencyClass", message: mismatch }],
    });
  });

  it("keeps a draft with the wrong class, and refuses to publish it until the class fits", async () => {
    const admin = await ctx.admin();
    const draft = await admin
      .post("/api/properties")
      .send(validProperty({ ...classB142, status: "hidden" }))
      .expect(201);
    const refused = await admin.patch(`/api/properties/${draft.body.id}`).send({ status: "active" }).expect(400);
    expect(refused.body.message).toBe(mismatch);
    const fixed = { ...classB142.energyCertificate, efficiencyClass: "E" };
    await admin
      .patch(`/api/properties/${draft.body.id}`)
      .send({ status: "active", energyCertificate: fixed })
      .expect(200);
  });

  it("names both what is missing and the wrong class, and accepts the class a band's lower bound starts", async () => {
    const admin = await ctx.admin();
    const both = await admin
      .post("/api/properties")
      .send(validProperty({ ...classB142, serviceCharges: null }))
      .expect(400);
    expect(both.body.message).toBe(`Für die Veröffentlichung fehlen Angaben: Nebenkosten. ${mismatch}`);
    const atBound = { energyCertificate: { ...completeCertificate, value: 130, efficiencyClass: "E" as const } };
    await admin.post("/api/properties").send(validProperty(atBound)).expect(201);
  });

  it("leaves commercial listings alone: the classes are for residential buildings", async () => {
    const admin = await ctx.admin();
    await admin
      .post("/api/properties")
      .send(validProperty({ ...classB142, type: "commercial" }))
      .expect(201);
  });
});
