import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createDeflateRaw } from "node:zlib";
import request from "supertest";
import { openimmoImportAnswer } from "@shared/contracts/openimmo";
import type { Property } from "@shared/schema/index";
import { useTestApp, type TestContext } from "../test/test-app";
import { completeCertificate } from "../test/factories";
import { buildZip } from "../test/zip-builder";
import { completePurchase, completeRent, downloadFeed } from "../test/openimmo-test-helpers";

const source = useTestApp();
const target = useTestApp();

const fixtureDir = join(import.meta.dirname, "fixtures", "onoffice");
const fixture = (name: string) => readFileSync(join(fixtureDir, name));

const upload = async (ctx: TestContext, data: Buffer, filename: string) =>
  (await ctx.admin()).post("/api/openimmo/import").attach("file", data, filename);
const listings = async (ctx: TestContext): Promise<Property[]> =>
  (await (await ctx.admin()).get("/api/properties").expect(200)).body;
const imageBytes = async (ctx: TestContext, path: string) =>
  (await (await ctx.admin()).get(path).expect(200)).body as Buffer;

// Every field a listing carries besides the row's own id and times; files compared by their bytes below.
// Features are a set: their order is not a fact of the listing.
// A certificate's fact that is null is as absent as one never given.
const comparable = ({
  id: _i,
  createdAt: _c,
  updatedAt: _u,
  images,
  floorPlans,
  features,
  energyCertificate,
  ...rest
}: Property) => ({
  ...rest,
  energyCertificate: Object.fromEntries(Object.entries(energyCertificate ?? {}).filter(([, v]) => v !== null)),
  features: [...features].sort(),
  images: images.map((path) => (path.startsWith("/media/") ? "/media/…" : path)),
  floorPlans: floorPlans.map(() => "/media/…"),
});

describe("OpenImmo round trip", () => {
  it("export → import into an empty database gives the same listings, every field and image", async () => {
    const originals = [
      completeRent(),
      completePurchase(),
      completeRent({
        objectNumber: "SP-2026-0103",
        title: "Ladenlokal mit Schaufenster in Neukölln",
        type: "commercial",
        address: "Weserstraße 120",
        heatingType: "other",
        heatingIncluded: true,
        heatingCosts: null,
        features: ["step_free"],
        energyCertificate: { ...completeCertificate, value: null, primarySource: "oil" },
        images: [],
        floorPlans: [],
        isHighlight: false,
        showAddress: true,
      }),
      completePurchase({
        objectNumber: "SP-2026-0104",
        title: "Neubauwohnung mit Dachterrasse am Spreeufer",
        type: "new",
        commissionFree: true,
        buyerCommission: null,
        condition: "first_occupancy",
        heatingType: "district",
        energyCertificate: { status: "at_viewing" },
        images: [],
        status: "active",
      }),
      completePurchase({
        objectNumber: "SP-2026-0105",
        title: "Denkmalgeschütztes Stadthaus in Friedenau",
        energyCertificate: { status: "not_required" },
        heatingType: "stove",
        condition: "needs_renovation",
        images: [],
      }),
    ];
    for (const input of originals) await source.services.properties.create(input);
    const { zip } = await downloadFeed(source);

    const res = await upload(target, zip, "openimmo.zip");
    expect(res.status).toBe(200);
    expect(openimmoImportAnswer.parse(res.body)).toMatchObject({ created: 5, updated: 0, hidden: 0, refused: [] });

    const before = await listings(source);
    const after = await listings(target);
    expect(after).toHaveLength(before.length);
    for (const original of before) {
      const copy = after.find((p) => p.objectNumber === original.objectNumber)!;
      expect(comparable(copy)).toEqual(comparable(original));
      for (const [index, path] of original.images.entries()) {
        if (!path.startsWith("/media/")) continue;
        expect(await imageBytes(target, copy.images[index])).toEqual(await imageBytes(source, path));
      }
      for (const [index, path] of original.floorPlans.entries())
        expect(await imageBytes(target, copy.floorPlans[index])).toEqual(await imageBytes(source, path));
    }

    // The same feed again updates instead of duplicating.
    const again = await upload(target, zip, "openimmo.zip");
    expect(again.body).toMatchObject({ created: 0, updated: 5, hidden: 0 });
    expect(await listings(target)).toHaveLength(before.length);
  });
});

describe("POST /api/openimmo/import", () => {
  it("imports an onOffice-style archive with umlauts and two images; incomplete objects are stored hidden", async () => {
    const zip = buildZip([
      { name: "export/openimmo.xml", data: fixture("openimmo.xml") },
      { name: "export/bilder/aussenansicht.jpg", data: fixture("bilder/aussenansicht.jpg") },
      { name: "export/bilder/grundriss-eg.png", data: fixture("bilder/grundriss-eg.png") },
    ]);
    const res = await upload(target, zip, "onoffice-export.zip");
    expect(res.status).toBe(200);
    const answer = openimmoImportAnswer.parse(res.body);
    expect(answer).toMatchObject({ created: 1, updated: 0, hidden: 1, refused: [] });
    expect(answer.results).toEqual([
      {
        objectNumber: "KOEP-2026-031",
        title: "Dachgeschoss mit Blick über die Altstadt Köpenick",
        outcome: "created",
        reasons: [],
      },
      {
        objectNumber: "RAH-2026-007",
        title: "Doppelhaushälfte am Waldrand in Rahnsdorf",
        outcome: "hidden",
        stored: "created",
        reasons: ["Versteckt gespeichert, es fehlen: Energieausweis"],
      },
    ]);

    const all = await listings(target);
    const flat = all.find((p) => p.objectNumber === "KOEP-2026-031")!;
    expect(flat).toMatchObject({
      title: "Dachgeschoss mit Blick über die Altstadt Köpenick",
      type: "apartment",
      transactionType: "rent",
      price: 1180,
      size: 74.35,
      rooms: 2.5,
      bedrooms: 1,
      bathrooms: 1,
      address: "Grünstraße 17a",
      postalCode: "12555",
      district: "Köpenick",
      city: "Berlin",
      showAddress: true,
      serviceCharges: 220,
      heatingCosts: 90,
      heatingIncluded: false,
      totalRent: 1490,
      deposit: 3540,
      floor: 4,
      floors: 4,
      yearBuilt: 1911,
      condition: "renovated",
      availableFrom: "2027-02-01",
      heatingType: "central",
      features: ["balcony", "fitted_kitchen", "elevator", "cellar", "pets_allowed"],
      energyCertificate: {
        status: "available",
        type: "consumption",
        value: 131.5,
        includesHotWater: true,
        primarySource: "gas",
        efficiencyClass: "E",
        yearBuilt: 1911,
        issuedAt: "2021-03-15",
        validUntil: "2031-03-14",
      },
      status: "active",
    });
    expect(flat.description).toBe(
      "Helle Dachgeschosswohnung mit Gauben, Dielenböden und großzügigem Bad. Küche & Bad wurden 2019 erneuert.\n\n" +
        "Wenige Schritte zur Müggelspree, Straßenbahn und S-Bahn in der Nähe.",
    );
    expect(flat.images).toHaveLength(1);
    expect(flat.floorPlans).toHaveLength(1);
    const photo = await (await target.admin()).get(flat.images[0]).expect(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    const plan = await (await target.admin()).get(flat.floorPlans[0]).expect(200);
    expect(plan.headers["content-type"]).toBe("image/png");

    const house = all.find((p) => p.objectNumber === "RAH-2026-007")!;
    expect(house).toMatchObject({
      type: "house",
      transactionType: "buy",
      price: 689000,
      plotSize: 410,
      buyerCommission: "3,57 % inkl. MwSt.",
      commissionFree: false,
      showAddress: false,
      status: "hidden",
      address: "Fürstenwalder Allee 212",
    });
  });

  it("hides a listing marked DELETE and refuses objects it cannot take, each with a German reason", async () => {
    const xml = (objectNumber: string, extra = "", kind = "<wohnung/>") => `
      <immobilie>
        <objektkategorie><nutzungsart WOHNEN="true"/><vermarktungsart KAUF="false" MIETE_PACHT="true"/><objektart>${kind}</objektart></objektkategorie>
        <geo><plz>10115</plz><ort>Berlin</ort><strasse>Invalidenstraße</strasse><hausnummer>3</hausnummer></geo>
        <preise><kaltmiete>900</kaltmiete><nebenkosten>150</nebenkosten></preise>
        <flaechen><wohnflaeche>50</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
        <zustand_angaben><energiepass><jahrgang>bei_besichtigung</jahrgang></energiepass></zustand_angaben>
        <freitexte><objekttitel>Zweizimmerwohnung in Mitte</objekttitel><objektbeschreibung>Ruhige Wohnung zum Hof, frisch gestrichen.</objektbeschreibung></freitexte>
        <verwaltung_techn><objektnr_extern>${objectNumber}</objektnr_extern>${extra}</verwaltung_techn>
      </immobilie>`;
    const document = (objects: string) =>
      Buffer.from(`<?xml version="1.0"?><openimmo><anbieter>${objects}</anbieter></openimmo>`);
    const created = await upload(target, document(xml("MIT-1")), "feed.xml");
    expect(created.body).toMatchObject({ created: 1 });

    const res = await upload(
      target,
      document(
        xml("MIT-1", '<aktion aktionart="DELETE"/>') +
          xml("MIT-404", '<aktion aktionart="DELETE"/>') +
          xml("MIT-2", "", '<grundstueck grundst_typ="WOHNEN"/>') +
          xml("") +
          xml("MIT-3").replace("<kaltmiete>900</kaltmiete>", "<kaltmiete>0</kaltmiete>"),
      ),
      "feed.xml",
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      created: 0,
      updated: 0,
      hidden: 1,
      refused: [
        { objectNumber: "MIT-404", message: "Objekt zum Löschen nicht gefunden." },
        { objectNumber: "MIT-2", message: "Objektart wird nicht unterstützt: grundstueck" },
        { objectNumber: "", message: "Objektnummer fehlt (verwaltung_techn/objektnr_extern)." },
        { objectNumber: "MIT-3", message: "Preis muss angegeben werden" },
      ],
    });
    expect((await listings(target)).find((p) => p.objectNumber === "MIT-1")!.status).toBe("hidden");
  });

  it("refuses a file that is neither ZIP nor XML, an XML that is not OpenImmo, and an archive without XML", async () => {
    expect((await upload(target, Buffer.from("kein xml"), "liste.txt")).body).toEqual({
      message: "Bitte wählen Sie eine OpenImmo-Datei aus (ZIP oder XML).",
    });
    const other = await upload(target, Buffer.from("<rss><channel/></rss>"), "feed.xml");
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("Die Datei ist kein OpenImmo-Dokument (es fehlt das Element openimmo).");
    const empty = await upload(target, buildZip([{ name: "liesmich.txt", data: Buffer.from("hallo") }]), "a.zip");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Im Archiv fehlt die OpenImmo-Datei (.xml).");
    const none = await (await target.admin()).post("/api/openimmo/import").expect(400);
    expect(none.body.message).toBe("Keine Datei ausgewählt");
  });
});

/** Deflate data for an XML document with one text node of `megabytes` (never held whole). */
async function deflatedHugeText(megabytes: number): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflater.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflater.on("end", resolve));
  deflater.write("<openimmo><anbieter><immobilie><freitexte><objektbeschreibung>");
  const chunk = Buffer.alloc(1024 * 1024, "A");
  for (let i = 0; i < megabytes; i++) {
    if (!deflater.write(chunk)) await new Promise((resolve) => deflater.once("drain", resolve));
  }
  deflater.end("</objektbeschreibung></freitexte></immobilie></anbieter></openimmo>");
  await done;
  return Buffer.concat(parts);
}

describe("hostile OpenImmo files", () => {
  const expectRefused = async (data: Buffer, filename: string, message: string) => {
    const count = (await listings(target)).length;
    const res = await upload(target, data, filename);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await listings(target)).toHaveLength(count);
  };
  const dtd = "Die OpenImmo-Datei enthält eine DTD oder Entity-Definitionen; diese sind nicht erlaubt.";
  const object = (title: string) =>
    `<immobilie><freitexte><objekttitel>${title}</objekttitel></freitexte><verwaltung_techn><objektnr_extern>EVIL-1</objektnr_extern></verwaltung_techn></immobilie>`;

  it("refuses the billion laughs", async () => {
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("");
    const xml = `<?xml version="1.0"?><!DOCTYPE openimmo [<!ENTITY lol0 "lol">${entities}]><openimmo><anbieter>${object("&lol9;")}</anbieter></openimmo>`;
    await expectRefused(Buffer.from(xml), "lol.xml", dtd);
  });

  it("refuses an external entity, also inside a ZIP", async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><openimmo><anbieter>${object("&xxe;")}</anbieter></openimmo>`;
    await expectRefused(Buffer.from(xml), "xxe.xml", dtd);
    await expectRefused(buildZip([{ name: "openimmo.xml", data: Buffer.from(xml) }]), "xxe.zip", dtd);
  });

  it("refuses a 100 MB text node quickly, whatever size the archive declares", async () => {
    const huge = await deflatedHugeText(100);
    const zip = buildZip([{ name: "openimmo.xml", deflated: huge, declaredSize: 4096 }]);
    const started = Date.now();
    await expectRefused(zip, "gross.zip", "Die OpenImmo-Datei ist zu groß (höchstens 10 MB).");
    expect(Date.now() - started).toBeLessThan(5000);
    const bare = Buffer.concat([
      Buffer.from("<openimmo><anbieter><immobilie><freitexte><objektbeschreibung>"),
      Buffer.alloc(11 * 1024 * 1024, "A"),
      Buffer.from("</objektbeschreibung></freitexte></immobilie></anbieter></openimmo>"),
    ]);
    await expectRefused(bare, "gross.xml", "Die OpenImmo-Datei ist zu groß (höchstens 10 MB).");
  });

  it("refuses nesting deeper than any OpenImmo document needs, and broken XML", async () => {
    const deep = `<openimmo>${"<x>".repeat(5000)}${"</x>".repeat(5000)}</openimmo>`;
    await expectRefused(
      Buffer.from(deep),
      "tief.xml",
      "Die OpenImmo-Datei ist zu tief verschachtelt (höchstens 32 Ebenen).",
    );
    await expectRefused(
      Buffer.from(`<openimmo><anbieter>${object("kaputt")}</openimmo>`),
      "kaputt.xml",
      "Die OpenImmo-Datei ist kein gültiges XML.",
    );
  });

  it("refuses images that climb out of the archive, per object", async () => {
    const xml = `<openimmo><anbieter><immobilie>
      <objektkategorie><nutzungsart WOHNEN="true"/><vermarktungsart KAUF="true"/><objektart><wohnung/></objektart></objektkategorie>
      <geo><plz>10115</plz><ort>Berlin</ort><strasse>Invalidenstraße</strasse><hausnummer>5</hausnummer></geo>
      <preise><kaufpreis>400000</kaufpreis></preise><flaechen><wohnflaeche>60</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
      <freitexte><objekttitel>Wohnung mit bösem Bildpfad</objekttitel><objektbeschreibung>Eine Wohnung, deren Bild außerhalb liegen soll.</objektbeschreibung></freitexte>
      <anhaenge><anhang location="EXTERN" gruppe="BILD"><daten><pfad>../../etc/passwd</pfad></daten></anhang></anhaenge>
      <verwaltung_techn><objektnr_extern>EVIL-2</objektnr_extern></verwaltung_techn></immobilie></anbieter></openimmo>`;
    const res = await upload(target, buildZip([{ name: "openimmo.xml", data: Buffer.from(xml) }]), "a.zip");
    expect(res.body.refused).toEqual([
      { objectNumber: "EVIL-2", message: "Bild nicht im Archiv gefunden: ../../etc/passwd" },
    ]);
    expect((await listings(target)).map((p) => p.objectNumber)).not.toContain("EVIL-2");
  });

  it("imports files with the MD5 check older exports wrote as well as with a DATETIME check", async () => {
    const photo = fixture("bilder/aussenansicht.jpg");
    const md5 = createHash("md5").update(photo).digest("hex");
    const anhang = (group: string, format: string, check: string, path: string) =>
      `<anhang location="EXTERN" gruppe="${group}"><format>${format}</format>${check}<daten><pfad>${path}</pfad></daten></anhang>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter><immobilie>
      <objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="false" MIETE_PACHT="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
      <geo><plz>10245</plz><ort>Berlin</ort><strasse>Simon-Dach-Straße</strasse><hausnummer>9</hausnummer></geo>
      <preise><kaltmiete>980</kaltmiete><nebenkosten>160</nebenkosten></preise>
      <flaechen><wohnflaeche>58</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
      <zustand_angaben><energiepass><jahrgang>bei_besichtigung</jahrgang></energiepass></zustand_angaben>
      <freitexte><objekttitel>Zweizimmerwohnung am Boxhagener Platz</objekttitel><objektbeschreibung>Helle Wohnung im Seitenflügel, Dielen und Wannenbad.</objektbeschreibung></freitexte>
      <anhaenge>
        ${anhang("TITELBILD", "image/jpeg", `<check ctype="MD5">${md5}</check>`, "bilder/aussen.jpg")}
        ${anhang("GRUNDRISS", "image/png", '<check ctype="DATETIME">2026-11-02T09:30:00Z</check>', "bilder/plan.png")}
      </anhaenge>
      <verwaltung_techn><objektnr_extern>ALT-MD5-1</objektnr_extern><aktion/><openimmo_obid>ALT00000001</openimmo_obid><stand_vom>2026-11-02</stand_vom></verwaltung_techn>
    </immobilie></anbieter></openimmo>`;
    const zip = buildZip([
      { name: "openimmo.xml", data: Buffer.from(xml) },
      { name: "bilder/aussen.jpg", data: photo },
      { name: "bilder/plan.png", data: fixture("bilder/grundriss-eg.png") },
    ]);
    const res = await upload(target, zip, "alter-export.zip");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 0, hidden: 0, refused: [] });
    const flat = (await listings(target)).find((p) => p.objectNumber === "ALT-MD5-1")!;
    expect(flat).toMatchObject({ title: "Zweizimmerwohnung am Boxhagener Platz", price: 980, status: "active" });
    expect(flat.images).toHaveLength(1);
    expect(flat.floorPlans).toHaveLength(1);
    const cover = await (await target.admin()).get(flat.images[0]).expect(200);
    expect(cover.headers["content-type"]).toBe("image/jpeg");
    const plan = await (await target.admin()).get(flat.floorPlans[0]).expect(200);
    expect(plan.headers["content-type"]).toBe("image/png");
  });

  it("reads geokoordinaten as the listing's point, and 0/0 (CRM software's 'unknown') as none", async () => {
    const object = (objectNumber: string, point: string) => `<immobilie>
      <objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="false" MIETE_PACHT="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
      <geo><plz>10999</plz><ort>Berlin</ort>${point}<strasse>Paul-Lincke-Ufer</strasse><hausnummer>20</hausnummer><regionaler_zusatz>Kreuzberg</regionaler_zusatz></geo>
      <preise><kaltmiete>1250</kaltmiete><nebenkosten>210</nebenkosten></preise>
      <flaechen><wohnflaeche>66</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
      <zustand_angaben><energiepass><jahrgang>bei_besichtigung</jahrgang></energiepass></zustand_angaben>
      <freitexte><objekttitel>Wohnung am Landwehrkanal ${objectNumber}</objekttitel><objektbeschreibung>Zwei Zimmer mit Blick aufs Wasser, Dielen und Balkon.</objektbeschreibung></freitexte>
      <verwaltung_techn><objektnr_extern>${objectNumber}</objektnr_extern></verwaltung_techn>
    </immobilie>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter>
      ${object("GEO-1", '<geokoordinaten breitengrad="52.4941" laengengrad="13.4287"/>')}
      ${object("GEO-2", '<geokoordinaten breitengrad="52,4952" laengengrad="13,4301"/>')}
      ${object("GEO-3", '<geokoordinaten breitengrad="0" laengengrad="0"/>')}
      ${object("GEO-4", "")}
    </anbieter></openimmo>`;
    const res = await upload(target, Buffer.from(xml), "geo.xml");
    expect(res.body).toMatchObject({ created: 4, refused: [] });
    const point = (objectNumber: string, all: Property[]) => {
      const listing = all.find((p) => p.objectNumber === objectNumber)!;
      return [listing.latitude, listing.longitude];
    };
    const all = await listings(target);
    expect(point("GEO-1", all)).toEqual([52.4941, 13.4287]);
    expect(point("GEO-2", all)).toEqual([52.4952, 13.4301]);
    expect(point("GEO-3", all)).toEqual([null, null]);
    expect(point("GEO-4", all)).toEqual([null, null]);
    // And the radius search finds them by it.
    const near = await request(target.app).get("/api/properties?near=52.4945,13.429&radiusKm=1").expect(200);
    expect((near.body as Property[]).map((p) => p.objectNumber).sort()).toEqual(["GEO-1", "GEO-2"]);
  });

  it("is for staff only", async () => {
    await request(target.app)
      .post("/api/openimmo/import")
      .attach("file", Buffer.from("<openimmo/>"), "a.xml")
      .expect(401);
  });
});
