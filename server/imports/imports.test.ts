import { describe, expect, it } from "vitest";
import request from "supertest";
import { importAnswer, zipImportAnswer } from "@shared/contracts/imports";
import { MAX_ZIP_BYTES } from "@shared/validation/zip-upload";
import { useTestApp } from "../test/test-app";
import { PNG_BYTES, PNG_DATA_URL, validProperty } from "../test/factories";
import { buildZip, deflatedZeros } from "../test/zip-builder";

const ctx = useTestApp();

const uploadZip = async (zip: Buffer, filename = "import.zip") =>
  (await ctx.admin()).post("/api/properties/import-zip").attach("zipFile", zip, filename);
const titles = async () =>
  (await (await ctx.admin()).get("/api/properties")).body.map((p: { title: string }) => p.title);

describe("POST /api/properties/import", () => {
  it("stores valid rows and reports invalid ones by index with a German reason", async () => {
    const admin = await ctx.admin();
    const rows = [
      validProperty({ title: "Import Eins Charlottenburg" }),
      { ...validProperty(), price: 0 },
      validProperty({ title: "Import Drei Pankow", images: [PNG_DATA_URL] }),
    ];
    const res = await admin.post("/api/properties/import").send(rows).expect(200);
    expect(res.body).toMatchObject({
      imported: 2,
      failed: 1,
      errors: [{ index: 1, message: "price: Preis muss angegeben werden" }],
    });
    const list = (await admin.get("/api/properties")).body;
    const withImage = list.find((p: { title: string }) => p.title === "Import Drei Pankow");
    expect(withImage.images[0]).toMatch(/^\/media\/[\w-]{22}$/);
    expect(list.map((p: { title: string }) => p.title)).toContain("Import Eins Charlottenburg");
  });

  it("wraps a single object into a list and applies the defaults", async () => {
    const { status: _s, isHighlight: _h, images: _i, ...bare } = validProperty({ title: "Einzelobjekt Import Moabit" });
    const res = await (await ctx.admin()).post("/api/properties/import").send(bare).expect(200);
    expect(res.body).toMatchObject({ imported: 1, failed: 0 });
    const stored = (await (await ctx.admin()).get("/api/properties")).body.find(
      (p: { title: string }) => p.title === "Einzelobjekt Import Moabit",
    );
    expect(stored).toMatchObject({ status: "active", isHighlight: false, images: [] });
  });

  it("refuses a body that is neither an object nor a list", async () => {
    const before = (await titles()).length;
    const res = await (
      await ctx.admin()
    )
      .post("/api/properties/import")
      .send("42")
      .set("Content-Type", "application/json")
      .expect(400);
    expect(res.body.message).toBe("Ungültiges JSON im Anfrageinhalt.");
    expect((await titles()).length).toBe(before);
  });

  it("refuses both imports when signed out", async () => {
    await request(ctx.app).post("/api/properties/import").send([validProperty()]).expect(401);
    await request(ctx.app).post("/api/properties/import-zip").attach("zipFile", buildZip([]), "a.zip").expect(401);
  });
});

describe("POST /api/properties/import-zip", () => {
  it("imports properties.json with images referenced by relative path", async () => {
    const rows = [
      validProperty({ title: "ZIP Wohnung mit Foto", images: ["fotos/vorne.png", "https://bilder.example.de/x.jpg"] }),
    ];
    const zip = buildZip([
      { name: "export/properties.json", data: Buffer.from(JSON.stringify(rows)) },
      { name: "export/fotos/vorne.png", data: PNG_BYTES },
    ]);
    const res = await uploadZip(zip);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "1 Immobilie wurde erfolgreich importiert.",
      failed: 0,
    });
    const [imported] = res.body.importedProperties;
    // properties.json has records, not lines: the screen says "Datensatz N".
    expect(res.body.lines).toBeUndefined();
    expect(imported.images[0]).toMatch(/^\/media\/[\w-]{22}$/);
    expect(imported.images[1]).toBe("https://bilder.example.de/x.jpg");
    const image = await request(ctx.app).get(imported.images[0]).expect(200);
    expect(image.headers["content-type"]).toBe("image/png");
  });

  it("imports properties.csv from the root with quoted fields and umlauts", async () => {
    const csv = [
      "title,type,transactionType,price,size,rooms,address,city,description,images,isHighlight,serviceCharges,energyCertificate.status",
      '"Altbau, frisch saniert in Köpenick",apartment,rent,1200,70,2.5,Müggelheimer Straße 5,Berlin-Köpenick,"Große Fenster, Dielen und ein ruhiger Hof.",,TRUE,210,at_viewing',
    ].join("\n");
    const res = await uploadZip(buildZip([{ name: "properties.csv", data: Buffer.from(`\uFEFF${csv}`) }]));
    expect(res.body.importedProperties[0]).toMatchObject({
      title: "Altbau, frisch saniert in Köpenick",
      rooms: 2.5,
      isHighlight: false,
      status: "active",
    });
  });

  it("ignores entries that climb out with ../ or are links, and reports the row", async () => {
    const rows = [
      validProperty({ title: "ZIP mit bösem Pfad", images: ["../../etc/passwd"] }),
      validProperty({ title: "ZIP mit Link", images: ["link.png"] }),
    ];
    const zip = buildZip([
      { name: "properties.json", data: Buffer.from(JSON.stringify(rows)) },
      { name: "../../etc/passwd", data: PNG_BYTES },
      { name: "link.png", data: Buffer.from("/etc/passwd"), symlink: true },
    ]);
    const res = await uploadZip(zip);
    expect(res.body).toMatchObject({ success: true, failed: 2 });
    expect(res.body.errors).toEqual([
      { index: 0, message: "Bild nicht im Archiv gefunden: ../../etc/passwd" },
      { index: 1, message: "Bild nicht im Archiv gefunden: link.png" },
    ]);
  });

  it("refuses a zip-bomb image quickly, whatever sizes its headers claim, and imports the rest", async () => {
    const bomb = await deflatedZeros(300);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const rows = [
      validProperty({ title: "Bombe", images: ["riesig.png"] }),
      validProperty({ title: "Harmlos neben der Bombe" }),
    ];
    const zip = buildZip([
      { name: "properties.json", data: Buffer.from(JSON.stringify(rows)) },
      { name: "riesig.png", deflated: bomb, declaredSize: 1000 },
    ]);
    const memoryBefore = process.memoryUsage().arrayBuffers;
    const started = Date.now();
    const res = await uploadZip(zip);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(process.memoryUsage().arrayBuffers - memoryBefore).toBeLessThan(64 * 1024 * 1024);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      failed: 1,
      errors: [{ index: 0, message: "Die Datei riesig.png ist im entpackten Zustand zu groß." }],
    });
    expect(await titles()).not.toContain("Bombe");
    expect(await titles()).toContain("Harmlos neben der Bombe");
  });

  it("refuses a bomb disguised as the data file", async () => {
    const zip = buildZip([{ name: "properties.json", deflated: await deflatedZeros(50), declaredSize: 10 }]);
    const res = await uploadZip(zip);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Die Datei properties.json ist im entpackten Zustand zu groß." });
  });

  it("refuses a file that is not a zip, a missing file and a missing data file", async () => {
    expect((await uploadZip(Buffer.from("kein zip"), "liste.zip")).body).toEqual({
      message: "Bitte wählen Sie eine ZIP-Datei aus.",
    });
    expect((await uploadZip(buildZip([]), "liste.txt")).body).toEqual({
      message: "Bitte wählen Sie eine ZIP-Datei aus.",
    });
    const none = await (await ctx.admin()).post("/api/properties/import-zip").expect(400);
    expect(none.body).toEqual({ message: "Keine Datei ausgewählt" });
    const empty = await uploadZip(buildZip([{ name: "liesmich.txt", data: Buffer.from("hallo") }]));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Im Archiv fehlt eine Datei properties.json oder properties.csv.");
  });

  it("answers an upload over 50 MB with 413", async () => {
    const big = Buffer.alloc(MAX_ZIP_BYTES + 1);
    big.writeUInt32LE(0x04034b50, 0);
    const res = await uploadZip(big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Die maximale Dateigröße beträgt 50 MB." });
  });
});

describe("import answers match the shared contracts the client is typed by", () => {
  it("for a list and for an archive", async () => {
    const admin = await ctx.admin();
    const rows = [validProperty({ title: "Vertrag Import Liste" }), { title: "kaputt" }];
    expect(importAnswer.parse((await admin.post("/api/properties/import").send(rows).expect(200)).body).failed).toBe(1);
    const data = Buffer.from(JSON.stringify([validProperty({ title: "Vertrag Import Archiv" })]));
    const answer = zipImportAnswer.parse((await uploadZip(buildZip([{ name: "properties.json", data }]))).body);
    expect(answer.importedProperties.map((p) => p.title)).toEqual(["Vertrag Import Archiv"]);
  });
});
