import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { applicantExportAnswer, retentionAnswer } from "@shared/contracts/privacy";
import { useTestApp } from "../test/test-app";
import { auditRows, createAccount, signIn } from "../test/accounts";
import { createProperty, validApplication } from "../test/factories";

const ctx = useTestApp();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
let openListing: number;

const submit = async (propertyId: number, overrides: Parameters<typeof validApplication>[1] = {}) =>
  (await request(ctx.app).post("/api/applications").send(validApplication(propertyId, overrides)).expect(201)).body
    .id as number;

const query = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, params)).rows;

const documentIdsOf = async (ids: number[]) =>
  (
    await query<{ id_card_media_id: number; payslip_media_id: number }>(
      "select id_card_media_id, payslip_media_id from applications where id = any($1)",
      [ids],
    )
  ).flatMap((r) => [r.id_card_media_id, r.payslip_media_id]);

const existingMedia = async (ids: number[]) =>
  (await query<{ id: number }>("select id from media where id = any($1)", [ids])).map((r) => r.id);

beforeAll(async () => {
  openListing = (await createProperty(ctx.services)).id;
});

describe("the retention clock starts", () => {
  it("with a rejection (and stops when it is undone), and the admin sees the erasure date", async () => {
    const admin = await ctx.admin();
    const id = await submit(openListing);
    expect((await admin.get(`/api/applications/${id}`).expect(200)).body.erasesAt).toBeNull();
    const rejected = (await admin.patch(`/api/applications/${id}/status`).send({ status: "rejected" }).expect(200))
      .body;
    const [{ rejected_at }] = await query<{ rejected_at: Date }>("select rejected_at from applications where id = $1", [
      id,
    ]);
    expect(new Date(rejected.erasesAt).getTime()).toBe(rejected_at.getTime() + 180 * DAY);
    await admin.patch(`/api/applications/${id}/status`).send({ status: "processing" }).expect(200);
    expect((await admin.get(`/api/applications/${id}`).expect(200)).body.erasesAt).toBeNull();
  });

  it("for all applications of a listing when one is accepted (let) or the listing is removed", async () => {
    const admin = await ctx.admin();
    const listing = (await createProperty(ctx.services)).id;
    const [chosen, other] = [await submit(listing), await submit(listing)];
    await admin.patch(`/api/applications/${chosen}/status`).send({ status: "accepted" }).expect(200);
    for (const id of [chosen, other]) {
      expect((await admin.get(`/api/applications/${id}`).expect(200)).body.erasesAt).not.toBeNull();
    }
    // Undoing the acceptance reopens the listing.
    await admin.patch(`/api/applications/${chosen}/status`).send({ status: "processing" }).expect(200);
    expect((await admin.get(`/api/applications/${other}`).expect(200)).body.erasesAt).toBeNull();

    await admin.delete(`/api/properties/${listing}`).expect(204);
    const removed = (await admin.get(`/api/applications/${other}`).expect(200)).body;
    expect(new Date(removed.erasesAt).getTime()).toBeGreaterThan(Date.now() + 179 * DAY);
  });
});

describe("the daily erasure job", () => {
  it("erases exactly the due applications with their documents, old messages and audit entries, and records the counts", async () => {
    const letListing = (await createProperty(ctx.services)).id;
    const rejectedLongAgo = await submit(openListing);
    const rejectedRecently = await submit(openListing);
    const oldButUndecided = await submit(openListing);
    const [letA, letB] = [await submit(letListing), await submit(letListing)];
    const acceptedOpen = await submit(openListing);
    await query("update applications set status = 'rejected', rejected_at = $2 where id = $1", [
      rejectedLongAgo,
      daysAgo(181),
    ]);
    await query("update applications set status = 'rejected', rejected_at = $2 where id = $1", [
      rejectedRecently,
      daysAgo(179),
    ]);
    await query("update applications set created_at = $2 where id = $1", [oldButUndecided, daysAgo(400)]);
    await query("update applications set listing_closed_at = $2 where id = any($1)", [[letA, letB], daysAgo(181)]);
    await query("update applications set status = 'accepted' where id = $1", [acceptedOpen]);

    const message = async (days: number) =>
      (
        await query<{ id: number }>(
          "insert into contacts (name, email, message, created_at) values ('Eva', 'eva@example.de', 'Hallo zusammen', $1) returning id",
          [daysAgo(days)],
        )
      )[0].id;
    const [oldMessage, recentMessage] = [await message(366), await message(364)];
    await query(
      "insert into audit_entries (at, actor_name, action, summary) values ($1, 'alt', 'auth.sign_in', 'zu alt'), ($2, 'alt', 'auth.sign_in', 'noch gültig')",
      [daysAgo(731), daysAgo(729)],
    );

    const due = [rejectedLongAgo, letA, letB];
    const kept = [rejectedRecently, oldButUndecided, acceptedOpen];
    const dueDocuments = await documentIdsOf(due);
    const keptDocuments = await documentIdsOf(kept);
    expect(dueDocuments).toHaveLength(6);
    const applicationsBefore = (await query("select id from applications")).length;

    const counts = await ctx.services.retention.run();

    expect(counts).toEqual({ applications: 3, documents: 6, contactMessages: 1, auditEntries: 1, mails: 0 });
    const left = (await query<{ id: number }>("select id from applications")).map((r) => r.id);
    expect(left).toHaveLength(applicationsBefore - 3);
    expect(left).toEqual(expect.arrayContaining(kept));
    expect(left.filter((id) => due.includes(id))).toEqual([]);
    expect(await existingMedia(dueDocuments)).toEqual([]);
    expect((await existingMedia(keptDocuments)).sort()).toEqual([...keptDocuments].sort());
    const messages = (await query<{ id: number }>("select id from contacts")).map((r) => r.id);
    expect(messages).toContain(recentMessage);
    expect(messages).not.toContain(oldMessage);
    const summaries = (await auditRows(ctx)).map((r) => r.summary);
    expect(summaries).toContain("noch gültig");
    expect(summaries).not.toContain("zu alt");

    const [entry] = await auditRows(ctx, "retention.erased");
    expect(entry).toMatchObject({ actor_id: null, actor_name: "System" });
    expect(entry.summary).toBe(
      "Löschfristen angewendet: 3 Bewerbungen mit 6 Dokumenten, 1 Nachricht, 1 Protokolleintrag und 0 E-Mails gelöscht",
    );

    // A second run finds nothing more.
    expect(await ctx.services.retention.run()).toEqual({
      applications: 0,
      documents: 0,
      contactMessages: 0,
      auditEntries: 0,
      mails: 0,
    });
  });

  it("states its periods for the privacy page", async () => {
    const res = await request(ctx.app).get("/api/privacy/retention").expect(200);
    expect(retentionAnswer.parse(res.body)).toEqual({
      applicationDays: 180,
      contactDays: 365,
      auditDays: 730,
      outboxDays: 90,
    });
  });
});

describe("an applicant's rights (owners)", () => {
  it("exports everything stored about one e-mail address as a JSON file, and erases it", async () => {
    const owner = await ctx.admin();
    const mine = [
      await submit(openListing, { email: "mara.klein@example.de" }),
      await submit(openListing, { email: "Mara.Klein@Example.de" }),
    ];
    const someoneElse = await submit(openListing, { email: "jemand@example.de" });
    await ctx.services.contacts.send({
      name: "Mara Klein",
      email: "mara.klein@example.de",
      message: "Ich möchte wissen, was Sie speichern.",
    });
    await request(ctx.app)
      .post("/api/search-alerts")
      .send({ email: "mara.KLEIN@example.de", frequency: "daily", filter: { transactionType: "rent" } })
      .expect(202);

    const res = await owner.post("/api/applicant-data/export").send({ email: "MARA.klein@example.de" }).expect(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="auskunft-MARA.klein@example.de.json"');
    const data = applicantExportAnswer.parse(res.body);
    expect(data.applications.map((a) => a.id).sort()).toEqual([...mine].sort());
    expect(data.applications[0]).toMatchObject({ name: "Anna Schmidt", income: 3800 });
    const documents = data.applications[0].documents as { label: string; dataUrl: string }[];
    expect(documents.map((d) => d.label)).toEqual(["Personalausweis", "Lohnabrechnung"]);
    expect(documents[0].dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(data.contactMessages).toHaveLength(1);
    expect(data.searchAlerts).toEqual([
      expect.objectContaining({ frequency: "daily", filter: { transactionType: "rent" } }),
    ]);
    expect(data.searchAlerts[0]).not.toHaveProperty("unsubscribeTokenHash");
    // Her applications' receipts, the contact notice to the team (Reply-To her), her receipt and the
    // alert's confirmation.
    expect(data.mails.map((m) => m.kind).sort()).toEqual([
      "application-receipt",
      "application-receipt",
      "contact-notice",
      "contact-receipt",
      "search-alert-confirm",
    ]);
    expect(data.mails[0]).not.toHaveProperty("secretLink");
    expect((await auditRows(ctx, "applicant.exported"))[0].summary).toBe(
      "Auskunft zu m…@example.de exportiert: 2 Bewerbungen, 1 Nachricht, 1 Suchauftrag, 5 E-Mails",
    );

    const documentIds = await documentIdsOf(mine);
    const erased = await owner.post("/api/applicant-data/erase").send({ email: "mara.klein@example.de" }).expect(200);
    // The applications' mails went with them; the other three are erased on their own.
    expect(erased.body).toEqual({ applications: 2, contactMessages: 1, searchAlerts: 1, mails: 3 });
    const left = await query("select id from outbox_mails where lower(recipient) = $1 or lower(reply_to) = $1", [
      "mara.klein@example.de",
    ]);
    expect(left).toEqual([]);
    expect(await query("select id from search_alerts where lower(email) = 'mara.klein@example.de'")).toEqual([]);
    expect(await existingMedia(documentIds)).toEqual([]);
    await owner.get(`/api/applications/${mine[0]}`).expect(404);
    await owner.get(`/api/applications/${someoneElse}`).expect(200);
    const [entry] = await auditRows(ctx, "applicant.erased");
    expect(entry.summary).toBe(
      "Daten zu m…@example.de gelöscht: 2 Bewerbungen mit Dokumenten, 1 Nachricht, 1 Suchauftrag, 3 weitere E-Mails",
    );
    expect(JSON.stringify(await auditRows(ctx))).not.toContain("mara.klein");
  });

  it("is for owners only, and needs a valid address", async () => {
    const staff = await signIn(ctx, await createAccount(ctx));
    await staff.post("/api/applicant-data/export").send({ email: "a@example.de" }).expect(403);
    await staff.post("/api/applicant-data/erase").send({ email: "a@example.de" }).expect(403);
    await request(ctx.app).post("/api/applicant-data/erase").send({ email: "a@example.de" }).expect(401);
    const owner = await ctx.admin();
    const bad = await owner.post("/api/applicant-data/erase").send({ email: "kein" }).expect(400);
    expect(bad.body.message).toBe("Gültige E-Mail-Adresse erforderlich");
  });
});
