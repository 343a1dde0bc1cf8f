import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { auditPageAnswer } from "@shared/contracts/accounts";
import { AUDIT_PAGE_SIZE } from "@shared/audit-actions";
import { useTestApp } from "../test/test-app";
import { auditRows, createAccount, signIn } from "../test/accounts";
import { createProperty, validApplication, validPost, validProperty } from "../test/factories";

const ctx = useTestApp();
let propertyId: number;

const submitApplication = async (name = "Anna Schmidt") =>
  (
    await request(ctx.app)
      .post("/api/applications")
      .send(validApplication(propertyId, { name, signature: name.toLowerCase() }))
      .expect(201)
  ).body.id as number;

beforeAll(async () => {
  propertyId = (await createProperty(ctx.services)).id;
});

describe("the audit trail records, with the person who did it", () => {
  it("viewing, downloading and printing an applicant's document", async () => {
    const colleague = await createAccount(ctx);
    const agent = await signIn(ctx, colleague);
    const id = await submitApplication("Lena Vogel");
    await agent.get(`/api/applications/${id}/documents/id-card`).expect(200);
    await agent.get(`/api/applications/${id}/documents/payslip?purpose=download`).expect(200);
    await agent.get(`/api/applications/${id}/documents/id-card?purpose=print`).expect(200);

    const [viewed] = await auditRows(ctx, "document.viewed");
    expect(viewed).toMatchObject({
      actor_id: colleague.id,
      actor_name: colleague.username,
      record_type: "application",
      record_id: String(id),
      summary: `Personalausweis aus Bewerbung #${id} von Lena Vogel angesehen`,
    });
    expect((await auditRows(ctx, "document.downloaded"))[0].summary).toBe(
      `Lohnabrechnung aus Bewerbung #${id} von Lena Vogel heruntergeladen`,
    );
    expect((await auditRows(ctx, "application.exported"))[0].summary).toBe(
      `Personalausweis aus Bewerbung #${id} von Lena Vogel für den Export geladen`,
    );
    // Visitors read nothing, so nothing is recorded for them.
    const before = (await auditRows(ctx)).length;
    await request(ctx.app).get(`/api/applications/${id}/documents/id-card`).expect(401);
    expect((await auditRows(ctx)).length).toBe(before);
  });

  it("status changes and the deletion of an application", async () => {
    const admin = await ctx.admin();
    const id = await submitApplication("Tom Berg");
    await admin.patch(`/api/applications/${id}/status`).send({ status: "rejected" }).expect(200);
    expect((await auditRows(ctx, "application.status_changed"))[0]).toMatchObject({
      actor_name: "admin",
      record_id: String(id),
      summary: `Bewerbung #${id} von Tom Berg: Neu → Abgelehnt`,
    });
    await admin.delete(`/api/applications/${id}`).expect(204);
    expect((await auditRows(ctx, "application.deleted"))[0].summary).toBe(
      `Bewerbung #${id} von Tom Berg mit ihren Dokumenten gelöscht`,
    );
  });

  it("publishing, hiding and deleting a listing, imports, posts and messages", async () => {
    const admin = await ctx.admin();
    const published = (await auditRows(ctx, "property.published")).length;
    const hidden = (
      await admin
        .post("/api/properties")
        .send(validProperty({ status: "hidden" }))
        .expect(201)
    ).body;
    expect(await auditRows(ctx, "property.published")).toHaveLength(published);
    await admin.patch(`/api/properties/${hidden.id}`).send({ status: "active" }).expect(200);
    expect((await auditRows(ctx, "property.published"))[0].summary).toBe(
      `${hidden.objectNumber} „${hidden.title}“ veröffentlicht`,
    );
    await admin.patch(`/api/properties/${hidden.id}`).send({ status: "hidden" }).expect(200);
    expect((await auditRows(ctx, "property.unpublished"))[0].record_id).toBe(String(hidden.id));
    await admin.delete(`/api/properties/${hidden.id}`).expect(204);
    expect((await auditRows(ctx, "property.deleted"))[0].summary).toBe(
      `${hidden.objectNumber} „${hidden.title}“ gelöscht`,
    );

    await admin
      .post("/api/properties/import")
      .send([validProperty({ status: "hidden" }), { title: "kaputt" }])
      .expect(200);
    expect((await auditRows(ctx, "properties.imported"))[0].summary).toBe(
      "Import: 1 Immobilie angelegt, 0 aktualisiert, 0 versteckt gespeichert, 1 Zeile abgelehnt",
    );

    const post = (
      await admin
        .post("/api/blog")
        .send(validPost({ published: true }))
        .expect(201)
    ).body;
    expect((await auditRows(ctx, "post.published"))[0].summary).toBe(`Beitrag „${post.title}“ veröffentlicht`);
    await admin.delete(`/api/blog/${post.id}`).expect(204);
    expect((await auditRows(ctx, "post.deleted"))[0].record_id).toBe(String(post.id));

    const message = await ctx.services.contacts.send({
      name: "Paul Kern",
      email: "paul@example.de",
      message: "Ist die Wohnung noch frei?",
    });
    await admin.delete(`/api/contacts/${message.id}`).expect(204);
    expect((await auditRows(ctx, "contact.deleted"))[0].summary).toBe(`Nachricht #${message.id} gelöscht`);
  });
});

describe("GET /api/audit", () => {
  it("gives owners the newest entries first, filtered by person, action and period, page by page", async () => {
    const owner = await ctx.admin();
    const colleague = await createAccount(ctx);
    const agent = await signIn(ctx, colleague);
    const id = await submitApplication();
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i++) await agent.get(`/api/applications/${id}/documents/id-card`);

    const first = auditPageAnswer.parse(
      (await owner.get(`/api/audit?actor=${colleague.id}&action=document.viewed`).expect(200)).body,
    );
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 3);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries.every((e) => e.actorId === colleague.id && e.action === "document.viewed")).toBe(true);
    expect(first.entries[0].at.getTime()).toBeGreaterThanOrEqual(first.entries[1].at.getTime());
    const second = (await owner.get(`/api/audit?actor=${colleague.id}&action=document.viewed&page=2`).expect(200)).body;
    expect(second.entries).toHaveLength(3);

    const signIns = (await owner.get(`/api/audit?actor=${colleague.id}&action=auth.sign_in`).expect(200)).body;
    expect(signIns.total).toBe(1);

    // The period is in Berlin days, both ends included: 23:30 UTC on 1 March is 00:30 on 2 March in Berlin.
    await ctx.database.pool.query(
      "insert into audit_entries (at, actor_id, actor_name, action, summary) values ($1, $2, 'alt', 'auth.sign_in', 'früher')",
      ["2026-03-01T23:30:00Z", colleague.id],
    );
    const day = (await owner.get(`/api/audit?actor=${colleague.id}&from=2026-03-01&to=2026-03-01`).expect(200)).body;
    expect(day.total).toBe(0);
    const nextDay = (await owner.get(`/api/audit?from=2026-03-02&to=2026-03-02`).expect(200)).body;
    expect(nextDay.entries.map((e: { summary: string }) => e.summary)).toEqual(["früher"]);

    const bad = await owner.get("/api/audit?action=erfunden&from=gestern").expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(["action", "from"]);
  });
});
