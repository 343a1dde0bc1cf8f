import { describe, expect, it } from "vitest";
import request from "supertest";
import { eq } from "drizzle-orm";
import { media, scraperResults } from "@shared/schema/index";
import { openimmoLastExportAnswer } from "@shared/contracts/openimmo";
import { useTestApp } from "../test/test-app";
import { readBinary } from "../test/binary";
import { createProperty } from "../test/factories";
import { openimmoSchemaProblems } from "../test/openimmo-schema-check";
import {
  byObjectNumber,
  child,
  completePurchase,
  completeRent,
  downloadFeed,
  immobilien,
  names,
  parseOrdered,
  texts,
  type XmlNode,
} from "../test/openimmo-test-helpers";

const ctx = useTestApp({ SITE_URL: "https://www.spreehaus-immobilien.de" });

/** bilder/{public id}.png → the media file's public id. */
const publicIdOf = (feedPath: string) => feedPath.replace(/^bilder\//, "").replace(/\.\w+$/, "");

/** When the media file behind a feed path was stored. */
async function storedAt(feedPath: string): Promise<Date> {
  const [row] = await ctx.database.db
    .select()
    .from(media)
    .where(eq(media.publicId, publicIdOf(feedPath)));
  return row.createdAt;
}

describe("GET /api/openimmo/export.zip", () => {
  it("is for staff only", async () => {
    await request(ctx.app).get("/api/openimmo/export.zip").expect(401);
    await request(ctx.app).get("/api/openimmo/exports/last").expect(401);
    await request(ctx.app).post("/api/openimmo/import").expect(401);
  });

  it("writes a complete rent listing element by element, in the schema's order", async () => {
    await ctx.services.properties.create(completeRent());
    const { res, xml, root, archive } = await downloadFeed(ctx);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="openimmo-voll-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    expect(openimmoSchemaProblems(root)).toEqual([]);
    expect(names(root)).toEqual(["uebertragung", "anbieter"]);
    expect(child(root, "uebertragung").attrs).toMatchObject({
      art: "OFFLINE",
      umfang: "VOLL",
      modus: "NEW",
      version: "1.2.7b",
      sendersoftware: "Spreehaus Immobilien",
    });
    // The download's time in UTC, saying so: without a zone a portal would read it as its local time.
    expect(child(root, "uebertragung").attrs.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(names(child(root, "anbieter")).slice(0, 3)).toEqual(["anbieternr", "firma", "openimmo_anid"]);

    const object = byObjectNumber(root, "SP-2026-0101");
    expect(names(object)).toEqual([
      "objektkategorie",
      "geo",
      "kontaktperson",
      "preise",
      "flaechen",
      "ausstattung",
      "zustand_angaben",
      "freitexte",
      "anhaenge",
      "verwaltung_objekt",
      "verwaltung_techn",
      "user_defined_simplefield",
    ]);
    const category = child(object, "objektkategorie");
    expect(names(category)).toEqual(["nutzungsart", "vermarktungsart", "objektart"]);
    expect(child(category, "nutzungsart").attrs).toEqual({ WOHNEN: "true", GEWERBE: "false" });
    expect(child(category, "vermarktungsart").attrs).toEqual({ KAUF: "false", MIETE_PACHT: "true" });
    expect(child(category, "objektart", "wohnung").attrs).toEqual({ wohnungtyp: "ETAGE" });

    expect(texts(child(object, "geo"))).toEqual([
      ["plz", "10435"],
      ["ort", "Berlin"],
      ["geokoordinaten", ""],
      ["strasse", "Kastanienallee"],
      ["hausnummer", "42a"],
      ["land", ""],
      ["etage", "3"],
      ["anzahl_etagen", "5"],
      ["regionaler_zusatz", "Prenzlauer Berg"],
    ]);
    expect(child(object, "geo", "land").attrs).toEqual({ iso_land: "DEU" });
    // The exact point: the portals get the street too, and hide both as objektadresse_freigeben says.
    expect(child(object, "geo", "geokoordinaten").attrs).toEqual({
      breitengrad: "52.5386721",
      laengengrad: "13.4093045",
    });

    expect(texts(child(object, "kontaktperson"))).toEqual([
      ["email_zentrale", "info@spreehaus-immobilien.de"],
      ["email_direkt", "info@spreehaus-immobilien.de"],
      ["tel_zentrale", "+49 30 1234 5678"],
      ["name", "Spreehaus Immobilien"],
      ["firma", "Spreehaus Immobilien"],
      ["strasse", "Torstraße"],
      ["hausnummer", "118"],
      ["plz", "10119"],
      ["ort", "Berlin"],
      ["land", ""],
      ["url", "https://www.spreehaus-immobilien.de"],
    ]);

    expect(texts(child(object, "preise"))).toEqual([
      ["kaltmiete", "1450"],
      ["warmmiete", "1775"],
      ["nebenkosten", "240"],
      ["heizkosten_enthalten", "false"],
      ["heizkosten", "85"],
      ["provisionspflichtig", "false"],
      ["waehrung", ""],
      ["kaution", "4350"],
    ]);
    expect(child(object, "preise", "waehrung").attrs).toEqual({ iso_waehrung: "EUR" });

    expect(texts(child(object, "flaechen"))).toEqual([
      ["wohnflaeche", "84.5"],
      ["nutzflaeche", "6.25"],
      ["anzahl_zimmer", "3"],
      ["anzahl_schlafzimmer", "2"],
      ["anzahl_badezimmer", "1"],
      ["anzahl_balkone", "1"],
    ]);

    const equipment = child(object, "ausstattung");
    expect(names(equipment)).toEqual(["kueche", "heizungsart", "fahrstuhl", "unterkellert"]);
    expect(child(equipment, "kueche").attrs).toEqual({ EBK: "true" });
    expect(child(equipment, "heizungsart").attrs).toEqual({ ZENTRAL: "true" });
    expect(child(equipment, "fahrstuhl").attrs).toEqual({ PERSONEN: "true" });
    expect(child(equipment, "unterkellert").attrs).toEqual({ keller: "JA" });

    const state = child(object, "zustand_angaben");
    expect(names(state)).toEqual(["baujahr", "zustand", "energiepass", "verkaufstatus"]);
    expect(child(state, "baujahr").text).toBe("1905");
    expect(child(state, "zustand").attrs).toEqual({ zustand_art: "TEIL_VOLLRENOVIERT" });
    expect(texts(child(state, "energiepass"))).toEqual([
      ["epart", "VERBRAUCH"],
      ["gueltig_bis", "2031-04-11"],
      ["energieverbrauchkennwert", "118"],
      ["mitwarmwasser", "true"],
      ["primaerenergietraeger", "FERN"],
      ["wertklasse", "D"],
      ["baujahr", "1905"],
      ["ausstelldatum", "2021-04-12"],
      ["jahrgang", "2014"],
      ["gebaeudeart", "wohn"],
    ]);
    expect(child(state, "verkaufstatus").attrs).toEqual({ stand: "OFFEN" });

    expect(texts(child(object, "freitexte"))).toEqual([
      ["objekttitel", "Altbauwohnung mit Südbalkon in Prenzlauer Berg"],
      ["objektbeschreibung", "Schöne Wohnung mit Dielenboden, Stuck & Südbalkon in ruhiger Lage <Hinterhaus>."],
    ]);
    // Escaped in the file, as XML requires.
    expect(xml).toContain("Stuck &amp; Südbalkon in ruhiger Lage &lt;Hinterhaus&gt;.");

    const attachments = child(object, "anhaenge").children;
    expect(attachments.map((a) => [a.attrs.location, a.attrs.gruppe])).toEqual([
      ["EXTERN", "TITELBILD"],
      ["REMOTE", "BILD"],
      ["EXTERN", "GRUNDRISS"],
    ]);
    for (const attachment of attachments) expect(names(attachment)[0]).toBe("anhangtitel");
    const [cover, remote, plan] = attachments;
    expect(names(cover)).toEqual(["anhangtitel", "format", "check", "daten"]);
    expect(child(cover, "format").text).toBe("image/png");
    const coverPath = child(cover, "daten", "pfad").text;
    expect(coverPath).toMatch(/^bilder\/[\w-]{22}\.png$/);
    const admin = await ctx.admin();
    const served = await admin
      .get(`/media/${publicIdOf(coverPath)}`)
      .buffer(true)
      .parse(readBinary);
    expect(await archive.read(coverPath, 5 * 1024 * 1024)).toEqual(served.body);
    // check holds when the stored file last changed (its upload: stored files never change).
    expect(child(cover, "check").attrs).toEqual({ ctype: "DATETIME" });
    const stored = await storedAt(coverPath);
    expect(child(cover, "check").text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(new Date(child(cover, "check").text).getTime()).toBe(Math.floor(stored.getTime() / 1000) * 1000);
    expect(archive.has(child(plan, "daten", "pfad").text)).toBe(true);
    expect(names(remote)).toEqual(["anhangtitel", "format", "daten"]);
    expect(child(remote, "format").text).toBe("image/jpeg");
    expect(child(remote, "daten", "pfad").text).toBe("https://bilder.example.de/hof.jpg");
    // A portal compares check with what it has: the next download dates the same files the same.
    const checks = (immobilie: XmlNode) =>
      child(immobilie, "anhaenge").children.flatMap((a) => a.children.filter((c) => c.name === "check"));
    const again = byObjectNumber((await downloadFeed(ctx)).root, "SP-2026-0101");
    expect(checks(again).map((c) => c.text)).toEqual(checks(object).map((c) => c.text));
    expect(checks(object)).toHaveLength(2);

    expect(texts(child(object, "verwaltung_objekt"))).toEqual([
      ["objektadresse_freigeben", "false"],
      ["verfuegbar_ab", "2027-01-01"],
      ["haustiere", "true"],
    ]);
    const technical = child(object, "verwaltung_techn");
    expect(names(technical)).toEqual([
      "objektnr_intern",
      "objektnr_extern",
      "aktion",
      "openimmo_obid",
      "kennung_ursprung",
      "stand_vom",
      "sprache",
    ]);
    expect(child(technical, "aktion").attrs).toEqual({});
    expect(child(technical, "stand_vom").text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(child(object, "user_defined_simplefield").attrs).toEqual({ feldname: "spreehaus_highlight" });
  });

  it("writes a complete purchase listing with its commission and demand certificate", async () => {
    await ctx.services.properties.create(completePurchase());
    const { root } = await downloadFeed(ctx);
    expect(openimmoSchemaProblems(root)).toEqual([]);
    const object = byObjectNumber(root, "SP-2026-0102");
    expect(names(object)).toEqual([
      "objektkategorie",
      "geo",
      "kontaktperson",
      "preise",
      "flaechen",
      "ausstattung",
      "zustand_angaben",
      "freitexte",
      "anhaenge",
      "verwaltung_objekt",
      "verwaltung_techn",
    ]);
    expect(child(object, "objektkategorie", "vermarktungsart").attrs).toEqual({ KAUF: "true", MIETE_PACHT: "false" });
    expect(child(object, "objektkategorie", "objektart", "haus").attrs).toEqual({ haustyp: "EINFAMILIENHAUS" });
    expect(texts(child(object, "preise"))).toEqual([
      ["kaufpreis", "985000"],
      ["provisionspflichtig", "true"],
      ["aussen_courtage", "3,57 % inkl. MwSt."],
      ["waehrung", ""],
    ]);
    expect(child(object, "preise", "aussen_courtage").attrs).toEqual({ mit_mwst: "true" });
    expect(texts(child(object, "flaechen"))).toEqual([
      ["wohnflaeche", "164.25"],
      ["nutzflaeche", "48"],
      ["grundstuecksflaeche", "612"],
      ["anzahl_zimmer", "6"],
      ["anzahl_schlafzimmer", "4"],
      ["anzahl_badezimmer", "2"],
      ["anzahl_terrassen", "1"],
      ["anzahl_stellplaetze", "1"],
    ]);
    const equipment = child(object, "ausstattung");
    expect(names(equipment)).toEqual(["befeuerung", "gartennutzung", "moebliert", "barrierefrei", "gaestewc"]);
    expect(child(equipment, "befeuerung").attrs).toEqual({ LUFTWP: "true" });
    expect(child(equipment, "moebliert").attrs).toEqual({ moeb: "VOLL" });
    const state = child(object, "zustand_angaben");
    expect(child(state, "zustand").attrs).toEqual({ zustand_art: "GEPFLEGT" });
    expect(texts(child(state, "energiepass"))).toEqual([
      ["epart", "BEDARF"],
      ["gueltig_bis", "2023-09-29"],
      ["mitwarmwasser", "false"],
      ["endenergiebedarf", "92.4"],
      ["primaerenergietraeger", "LUFTWP"],
      ["wertklasse", "C"],
      ["baujahr", "1962"],
      ["ausstelldatum", "2013-09-30"],
      ["jahrgang", "2008"],
      ["gebaeudeart", "wohn"],
    ]);
    expect(child(state, "verkaufstatus").attrs).toEqual({ stand: "RESERVIERT" });
    expect(texts(child(object, "verwaltung_objekt"))).toEqual([
      ["objektadresse_freigeben", "true"],
      ["verfuegbar_ab", "sofort"],
    ]);
  });

  it("leaves hidden listings out of the full feed and notes when the feed was fetched", async () => {
    await createProperty(ctx.services, { objectNumber: "SP-2026-0190", status: "hidden" });
    const before = Date.now();
    const { root } = await downloadFeed(ctx);
    expect(immobilien(root).map((i) => child(i, "verwaltung_techn", "objektnr_extern").text)).not.toContain(
      "SP-2026-0190",
    );
    const last = openimmoLastExportAnswer.parse(
      (await (await ctx.admin()).get("/api/openimmo/exports/last").expect(200)).body,
    ).last!;
    expect(last.scope).toBe("VOLL");
    expect(last.since).toBeNull();
    expect(last.fetchedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(last.listings).toBe(immobilien(root).length);
  });

  it("sends only changes since a time: CHANGE for changed listings, DELETE for hidden and deleted ones", async () => {
    const unchanged = await createProperty(ctx.services, { objectNumber: "SP-2026-0201" });
    const toChange = await createProperty(ctx.services, { objectNumber: "SP-2026-0202" });
    const toHide = await createProperty(ctx.services, { objectNumber: "SP-2026-0203" });
    const toDelete = await createProperty(ctx.services, { objectNumber: "SP-2026-0204" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await ctx.services.properties.update(toChange.id, { price: 1600 });
    await ctx.services.properties.update(toHide.id, { status: "hidden" });
    await ctx.services.properties.remove(toDelete.id);
    const added = await createProperty(ctx.services, { objectNumber: "SP-2026-0205" });

    const { root, res } = await downloadFeed(ctx, `?since=${encodeURIComponent(since)}`);
    expect(res.headers["content-disposition"]).toMatch(/openimmo-teil-/);
    expect(child(root, "uebertragung").attrs).toMatchObject({ umfang: "TEIL", modus: "CHANGE" });
    expect(openimmoSchemaProblems(root)).toEqual([]);
    const actions = Object.fromEntries(
      immobilien(root).map((i) => [
        child(i, "verwaltung_techn", "objektnr_extern").text,
        child(i, "verwaltung_techn", "aktion").attrs.aktionart,
      ]),
    );
    expect(actions).toEqual({
      [toChange.objectNumber]: "CHANGE",
      [toHide.objectNumber]: "DELETE",
      [added.objectNumber]: "CHANGE",
      [toDelete.objectNumber]: "DELETE",
    });
    expect(actions).not.toHaveProperty(unchanged.objectNumber);
    expect(child(byObjectNumber(root, toChange.objectNumber), "preise", "kaltmiete").text).toBe("1600");
    // A take-down carries no files.
    expect(names(byObjectNumber(root, toDelete.objectNumber))).not.toContain("anhaenge");
    const last = (await (await ctx.admin()).get("/api/openimmo/exports/last").expect(200)).body.last;
    expect(last).toMatchObject({ scope: "TEIL", since: new Date(since).toISOString(), listings: 2, removals: 2 });
  });

  it("refuses a since that is not a date with a German 400", async () => {
    const res = await (await ctx.admin()).get("/api/openimmo/export.zip?since=gestern").expect(400);
    expect(res.body.message).toBe("Ungültiger Zeitpunkt: bitte ein Datum im ISO-Format angeben (z. B. 2026-11-01).");
  });
});

describe("GET /api/scraper/results/:id/openimmo.xml", () => {
  it("exports a scraped Funda listing as an OpenImmo object with its photos at the portal", async () => {
    const [row] = await ctx.database.db
      .insert(scraperResults)
      .values({
        sourceUrl: "https://www.funda.nl/detail/huur/amsterdam/appartement-prinsengracht-12/43210000/",
        status: "ok",
        title: "Grachtenwohnung an der Prinsengracht",
        price: 2450,
        address: "Prinsengracht 12",
        city: "Amsterdam",
        objectType: "Apartment",
        quadratmeter: 68,
        schlafzimmer: 2,
        bilder: ["https://cloud.funda.nl/valentina_media/1.jpg", "https://cloud.funda.nl/valentina_media/2.jpg"],
        bilderAnzahl: 2,
        beschreibungDeutsch: "Helle Wohnung mit Blick auf die Gracht, frisch renoviert.",
        translated: true,
      })
      .returning();
    await request(ctx.app).get(`/api/scraper/results/${row.id}/openimmo.xml`).expect(401);
    const res = await (await ctx.admin()).get(`/api/scraper/results/${row.id}/openimmo.xml`).expect(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const root = parseOrdered(res.text);
    expect(openimmoSchemaProblems(root)).toEqual([]);
    const [object] = immobilien(root);
    expect(child(object, "objektkategorie", "vermarktungsart").attrs).toEqual({ KAUF: "false", MIETE_PACHT: "true" });
    expect(child(object, "geo", "ort").text).toBe("Amsterdam");
    expect(child(object, "preise", "kaltmiete").text).toBe("2450");
    expect(child(object, "flaechen", "wohnflaeche").text).toBe("68");
    expect(child(object, "flaechen", "anzahl_zimmer").text).toBe("3");
    expect(child(object, "freitexte", "objekttitel").text).toBe("Grachtenwohnung an der Prinsengracht");
    expect(
      child(object, "anhaenge").children.map((a) => [
        a.attrs.location,
        a.attrs.gruppe,
        child(a, "format").text,
        child(a, "daten", "pfad").text,
      ]),
    ).toEqual([
      ["REMOTE", "TITELBILD", "image/jpeg", "https://cloud.funda.nl/valentina_media/1.jpg"],
      ["REMOTE", "BILD", "image/jpeg", "https://cloud.funda.nl/valentina_media/2.jpg"],
    ]);
    expect(child(object, "verwaltung_techn", "objektnr_extern").text).toBe(`FUNDA-${row.id}`);
    const missing = await (await ctx.admin()).get("/api/scraper/results/999999/openimmo.xml").expect(404);
    expect(missing.body.message).toBe("Ergebnis nicht gefunden oder ohne Daten.");
  });
});
