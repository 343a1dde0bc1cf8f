import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import {
  adminApplicationAnswer,
  adminApplicationListAnswer,
  submittedApplicationAnswer,
} from "@shared/contracts/applications";
import { useTestApp } from "../test/test-app";
import { readBinary } from "../test/binary";
import {
  createProperty,
  dataUrl,
  PDF_BYTES,
  PDF_DATA_URL,
  PNG_BYTES,
  PNG_DATA_URL,
  validApplication,
} from "../test/factories";
import { fieldMessages } from "../test/field-messages";

const ctx = useTestApp();
let openRental: number;

beforeAll(async () => {
  openRental = (await createProperty(ctx.services, { title: "Offene Mietwohnung Wedding" })).id;
});

const submit = (body: object) => request(ctx.app).post("/api/applications").send(body);

describe("POST /api/applications", () => {
  it("stores a complete application and answers only id, status, date and reference", async () => {
    const input = validApplication(openRental);
    const res = await submit(input).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      status: "new",
      createdAt: expect.any(String),
      reference: expect.stringMatching(/^BW-/),
    });

    const admin = await ctx.admin();
    const stored = (await admin.get(`/api/applications/${res.body.id}`).expect(200)).body;
    const { idCardUrl, payslipUrl, ...fields } = input;
    expect(stored).toMatchObject({ ...fields, propertyTitle: "Offene Mietwohnung Wedding", status: "new" });
    expect(stored.idCardUrl).toBe(`/api/applications/${res.body.id}/documents/id-card`);
    expect(stored.payslipUrl).toBe(`/api/applications/${res.body.id}/documents/payslip`);
    expect(idCardUrl).toMatch(/^data:/);
    expect(payslipUrl).toMatch(/^data:/);
  });

  it("keeps documents from visitors and serves them to the admin with their type", async () => {
    const { id } = (await submit(validApplication(openRental)).expect(201)).body;
    const idCard = `/api/applications/${id}/documents/id-card`;
    const payslip = `/api/applications/${id}/documents/payslip`;
    expect((await request(ctx.app).get(idCard).expect(401)).body).toEqual({ message: "Nicht autorisiert" });
    await request(ctx.app).get(payslip).expect(401);

    const admin = await ctx.admin();
    const png = await admin.get(idCard).buffer(true).parse(readBinary).expect(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(png.body, PNG_BYTES)).toBe(0);
    const pdf = await admin.get(payslip).buffer(true).parse(readBinary).expect(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(pdf.body, PDF_BYTES)).toBe(0);
  });

  it("refuses applications for a purchase, a reserved and a missing property", async () => {
    const purchase = await createProperty(ctx.services, { transactionType: "buy", price: 400000 });
    const reserved = await createProperty(ctx.services, { status: "reserved" });
    const hidden = await createProperty(ctx.services, { status: "hidden" });
    for (const propertyId of [purchase.id, reserved.id, hidden.id, 999999]) {
      const res = await submit(validApplication(propertyId)).expect(400);
      expect(res.body).toEqual({ message: "Für diese Immobilie ist keine Bewerbung möglich." });
    }
  });

  it("reports the form's German messages for every invalid field", async () => {
    const res = await submit({
      ...validApplication(openRental),
      name: "A",
      email: "kein-mail",
      phone: "12345",
      income: 0,
      idCardUrl: undefined,
      payslipUrl: "",
    }).expect(400);
    expect(fieldMessages(res.body)).toMatchObject({
      name: "Name muss mindestens 2 Zeichen enthalten",
      email: "Gültige E-Mail-Adresse erforderlich",
      phone: "Gültige Telefonnummer erforderlich",
      income: "Einkommen muss angegeben werden",
      idCardUrl: "Bitte laden Sie Ihren Personalausweis hoch",
      payslipUrl: "Bitte laden Sie Ihre Lohnabrechnung hoch",
    });
  });

  it("reports a nested employment field by its dotted path", async () => {
    const input = validApplication(openRental);
    const res = await submit({ ...input, employmentInfo: { ...input.employmentInfo, employer: " " } }).expect(400);
    expect(res.body.errors).toContainEqual({
      path: "employmentInfo.employer",
      message: "Arbeitgeber muss angegeben werden",
    });
  });

  it("refuses a document of a wrong type or whose bytes lie about it", async () => {
    const text = dataUrl("text/plain", Buffer.from("hallo welt"));
    const lying = dataUrl("application/pdf", PNG_BYTES);
    expect((await submit(validApplication(openRental, { idCardUrl: text })).expect(400)).body.message).toBe(
      "Personalausweis: Dateiformat nicht erlaubt oder Inhalt passt nicht zum angegebenen Typ.",
    );
    expect((await submit(validApplication(openRental, { payslipUrl: lying })).expect(400)).body.message).toMatch(
      /^Lohnabrechnung:/,
    );
  });

  it("refuses a PDF over 5 MB with 413", async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5_242_881 - PDF_BYTES.length, 0x20)]);
    const res = await submit(validApplication(openRental, { payslipUrl: dataUrl("application/pdf", big) })).expect(413);
    expect(res.body.message).toBe("Lohnabrechnung: Die Datei ist größer als 5 MB.");
  });

  it("requires the signature to match the name", async () => {
    const res = await submit(validApplication(openRental, { signature: "Jemand Anderes" })).expect(400);
    expect(res.body.errors).toContainEqual({
      path: "signature",
      message: "Die Unterschrift muss mit Ihrem Namen aus Schritt 1 übereinstimmen",
    });
  });
});

describe("reviewing applications", () => {
  it("is admin-only for every read and write", async () => {
    const { id } = (await submit(validApplication(openRental)).expect(201)).body;
    const anon = request(ctx.app);
    await anon.get("/api/applications").expect(401);
    await anon.get(`/api/applications/${id}`).expect(401);
    await anon.patch(`/api/applications/${id}/status`).send({ status: "accepted" }).expect(401);
    await anon.delete(`/api/applications/${id}`).expect(401);
  });

  it("lists newest first with the property title, filters by status, carries no file contents", async () => {
    const admin = await ctx.admin();
    const first = (await submit(validApplication(openRental, { name: "Erste Person", signature: "Erste Person" }))).body
      .id;
    const second = (await submit(validApplication(openRental, { name: "Zweite Person", signature: "Zweite Person" })))
      .body.id;
    await admin.patch(`/api/applications/${first}/status`).send({ status: "processing" }).expect(200);
    const list = await admin.get("/api/applications").expect(200);
    const ids = list.body.map((a: { id: number }) => a.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(list.text).not.toContain("base64");
    const processing = await admin.get("/api/applications?status=processing").expect(200);
    expect(processing.body.map((a: { id: number }) => a.id)).toEqual([first]);
    await admin.get("/api/applications?status=unbekannt").expect(400);
  });

  it("sets any status and refuses unknown ones", async () => {
    const admin = await ctx.admin();
    const { id } = (await submit(validApplication(openRental))).body;
    const res = await admin.patch(`/api/applications/${id}/status`).send({ status: "rejected" }).expect(200);
    expect(res.body).toMatchObject({ id, status: "rejected" });
    const bad = await admin.patch(`/api/applications/${id}/status`).send({ status: "done" }).expect(400);
    expect(bad.body.errors[0]).toEqual({ path: "status", message: "Ungültiger Status" });
    await admin.patch("/api/applications/999999/status").send({ status: "new" }).expect(404);
  });

  it("keeps an application when its property is deleted, showing the property as removed", async () => {
    const admin = await ctx.admin();
    const property = await createProperty(ctx.services);
    const { id } = (await submit(validApplication(property.id))).body;
    await admin.delete(`/api/properties/${property.id}`).expect(204);
    const stored = (await admin.get(`/api/applications/${id}`).expect(200)).body;
    expect(stored).toMatchObject({ propertyId: property.id, propertyTitle: null });
  });

  it("erases an application together with its documents", async () => {
    const admin = await ctx.admin();
    const { id } = (await submit(validApplication(openRental, { payslipUrl: PDF_DATA_URL, idCardUrl: PNG_DATA_URL })))
      .body;
    const before = await ctx.database.pool.query<{ n: number }>(
      "select count(*)::int as n from media where kind = 'document'",
    );
    await admin.delete(`/api/applications/${id}`).expect(204);
    const after = await ctx.database.pool.query<{ n: number }>(
      "select count(*)::int as n from media where kind = 'document'",
    );
    expect(after.rows[0].n).toBe(before.rows[0].n - 2);
    await admin.get(`/api/applications/${id}`).expect(404);
    await admin.get(`/api/applications/${id}/documents/id-card`).expect(404);
  });
});

describe("application answers match the shared contracts the client is typed by", () => {
  it("for the applicant's submit and the admin's list, detail and status change", async () => {
    const submitted = submittedApplicationAnswer.parse((await submit(validApplication(openRental)).expect(201)).body);
    expect(submitted.createdAt).toBeInstanceOf(Date);
    const admin = await ctx.admin();
    const list = adminApplicationListAnswer.parse((await admin.get("/api/applications").expect(200)).body);
    expect(list.map((a) => a.id)).toContain(submitted.id);
    const detail = adminApplicationAnswer.parse(
      (await admin.get(`/api/applications/${submitted.id}`).expect(200)).body,
    );
    expect(detail.idCardUrl).toBe(`/api/applications/${submitted.id}/documents/id-card`);
    const patch = { status: "processing" };
    adminApplicationAnswer.parse(
      (await admin.patch(`/api/applications/${submitted.id}/status`).send(patch).expect(200)).body,
    );
  });
});
