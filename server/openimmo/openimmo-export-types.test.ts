import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { useTestApp } from "../test/test-app";
import { completeCertificate, PNG_BYTES, PNG_DATA_URL } from "../test/factories";
import { openimmoSchemaProblems, typedElementsIn } from "../test/openimmo-schema-check";
import { openimmoSchemaTypes } from "../test/openimmo-schema-types";
import {
  byObjectNumber,
  child,
  completePurchase,
  completeRent,
  downloadFeed,
  immobilien,
  parseOrdered,
} from "../test/openimmo-test-helpers";

const ctx = useTestApp({ SITE_URL: "https://www.spreehaus-immobilien.de" });

/** Rent and purchase, every listing type, with photos (uploaded and at an address) and floor plans. */
const listings = [
  completeRent({ objectNumber: "SP-2026-0301" }),
  completePurchase({ objectNumber: "SP-2026-0302" }),
  completeRent({
    objectNumber: "SP-2026-0303",
    title: "Ladenlokal mit Schaufenster in Neukölln",
    type: "commercial",
    address: "Weserstraße 120",
    postalCode: "12047",
    district: "Neukölln",
    floor: -1,
    floors: 4,
    heatingType: "other",
    heatingIncluded: true,
    heatingCosts: null,
    features: ["step_free", "guest_toilet"],
    energyCertificate: { ...completeCertificate, issuedAt: "2019-06-03", validUntil: "2029-06-02" },
    images: ["https://bilder.example.de/laden?id=7", "https://bilder.example.de/laden-innen.webp"],
    floorPlans: [PNG_DATA_URL],
    isHighlight: false,
  }),
  completePurchase({
    objectNumber: "SP-2026-0304",
    title: "Neubauwohnung mit Dachterrasse am Spreeufer",
    type: "new",
    address: "Stralauer Allee 12",
    floor: 6,
    commissionFree: true,
    buyerCommission: null,
    condition: "first_occupancy",
    heatingType: "district",
    energyCertificate: { status: "at_viewing" },
    images: [PNG_DATA_URL],
    floorPlans: [PNG_DATA_URL, PNG_DATA_URL],
    status: "active",
  }),
  completeRent({
    objectNumber: "SP-2026-0305",
    title: "Denkmalgeschütztes Stadthaus in Friedenau zur Miete",
    type: "house",
    address: "Handjerystraße 31",
    floor: null,
    heatingType: "stove",
    condition: "needs_renovation",
    energyCertificate: { status: "not_required" },
    features: ["garden", "parking", "furnished"],
    availableFrom: null,
    images: [],
    floorPlans: [],
    isHighlight: false,
  }),
];

describe("OpenImmo export and the 1.2.7b schema's types", () => {
  it("writes every element and attribute of a full feed in the type the schema gives it", async () => {
    for (const listing of listings) await ctx.services.properties.create(listing);
    const { root } = await downloadFeed(ctx);

    expect(openimmoSchemaProblems(root)).toEqual([]);
    // The listings reach every row of the type table, so no row is checked against nothing.
    const used = typedElementsIn(root);
    expect(Object.keys(openimmoSchemaTypes).filter((key) => !used.has(key))).toEqual([]);

    // The schema requires format also on a photo that stays at its address.
    const shop = child(byObjectNumber(root, "SP-2026-0303"), "anhaenge").children;
    expect(shop.map((a) => [a.attrs.location, child(a, "format").text])).toEqual([
      ["REMOTE", "image/*"],
      ["REMOTE", "image/webp"],
      ["EXTERN", "image/png"],
    ]);
  });

  it("writes a partial feed with changes and take-downs in the schema's types", async () => {
    const [changed, hidden, deleted] = await Promise.all(
      ["SP-2026-0311", "SP-2026-0312", "SP-2026-0313"].map((objectNumber) =>
        ctx.services.properties.create(completePurchase({ objectNumber })),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await ctx.services.properties.update(changed.id, { price: 1520 });
    await ctx.services.properties.update(hidden.id, { status: "hidden" });
    await ctx.services.properties.remove(deleted.id);

    const { root } = await downloadFeed(ctx, `?since=${encodeURIComponent(since)}`);
    const actions = immobilien(root).map((i) => [
      child(i, "verwaltung_techn", "objektnr_extern").text,
      child(i, "verwaltung_techn", "aktion").attrs.aktionart,
    ]);
    expect(Object.fromEntries(actions)).toEqual({
      [changed.objectNumber]: "CHANGE",
      [hidden.objectNumber]: "DELETE",
      [deleted.objectNumber]: "DELETE",
    });
    expect(openimmoSchemaProblems(root)).toEqual([]);
  });

  it("finds what the schema refuses, such as the MD5 check this export used to write", async () => {
    await ctx.services.properties.create(completeRent({ objectNumber: "SP-2026-0399" }));
    const { xml } = await downloadFeed(ctx);
    const md5 = createHash("md5").update(PNG_BYTES).digest("hex");
    const broken = xml
      .replace(/<check ctype="DATETIME">[^<]*<\/check>/g, `<check ctype="MD5">${md5}</check>`)
      .replace(/(<anhang location="REMOTE"[^>]*>\s*<anhangtitel>[^<]*<\/anhangtitel>\s*)<format>[^<]*<\/format>/g, "$1")
      .replace(/<kaltmiete>1450<\/kaltmiete>/g, "<kaltmiete>1.450,00</kaltmiete>")
      .replace(/<stand_vom>(\d{4})-(\d{2})-(\d{2})<\/stand_vom>/g, "<stand_vom>$3.$2.$1</stand_vom>")
      .replace(/<haustiere>true<\/haustiere>/g, "<haustiere>true</haustiere><raucher>false</raucher>")
      .replace(/gruppe="BILD"/g, 'gruppe="FOTO"');
    const problems = openimmoSchemaProblems(parseOrdered(broken));

    const expected = [
      new RegExp(`/check\\[2\\]: "${md5}" ist kein xs:dateTime$`),
      /\/anhang\[\d+\]\/format: Pflichtelement fehlt$/,
      /\/kaltmiete\[\d+\]: "1\.450,00" ist kein xs:decimal$/,
      /\/stand_vom\[\d+\]: "\d{2}\.\d{2}\.\d{4}" ist kein xs:date$/,
      /\/raucher\[\d+\]: in <verwaltung_objekt> nicht vorgesehen$/,
      /\/raucher\[\d+\]: Element ohne Typ in der Tabelle$/,
      /\/anhang\[\d+\]@gruppe: "FOTO" ist kein TITELBILD\|/,
    ];
    for (const pattern of expected)
      expect(
        problems.some((p) => pattern.test(p)),
        String(pattern),
      ).toBe(true);
    for (const problem of problems)
      expect(
        expected.some((p) => p.test(problem)),
        problem,
      ).toBe(true);
  });
});
