import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { retentionAnswer } from "@shared/contracts/privacy";
import { useTestApp } from "../test/test-app";
import { createProperty, validApplication } from "../test/factories";

// The periods are settings: the privacy page states them and the daily job applies them, from the
// same values, so a changed setting changes both.
const ctx = useTestApp({
  RETENTION_DAYS: "90",
  CONTACT_RETENTION_DAYS: "200",
  AUDIT_RETENTION_DAYS: "400",
  OUTBOX_RETENTION_DAYS: "30",
});
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const query = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, params)).rows;
let listing: number;

beforeAll(async () => {
  listing = (await createProperty(ctx.services)).id;
});

describe("retention periods set by the operator", () => {
  it("are the ones the privacy page states", async () => {
    const res = await request(ctx.app).get("/api/privacy/retention").expect(200);
    expect(retentionAnswer.parse(res.body)).toEqual({
      applicationDays: 90,
      contactDays: 200,
      auditDays: 400,
      outboxDays: 30,
    });
  });

  it("are the ones the daily job applies", async () => {
    const submit = async () =>
      (await request(ctx.app).post("/api/applications").send(validApplication(listing)).expect(201)).body.id as number;
    const [due, kept] = [await submit(), await submit()];
    await query("update applications set status = 'rejected', rejected_at = $2 where id = $1", [due, daysAgo(91)]);
    await query("update applications set status = 'rejected', rejected_at = $2 where id = $1", [kept, daysAgo(89)]);
    const admin = await ctx.admin();
    const shown = (await admin.get(`/api/applications/${kept}`).expect(200)).body;
    expect(new Date(shown.erasesAt).getTime()).toBeLessThan(Date.now() + 2 * DAY);
    await query(
      "insert into contacts (name, email, message, created_at) values ('Eva', 'eva@example.de', 'Alt genug', $1), ('Eva', 'eva@example.de', 'Noch nicht', $2)",
      [daysAgo(201), daysAgo(199)],
    );

    // Every mail so far (the applications' receipts and notices) is made 31 days old but one.
    await query("update outbox_mails set created_at = $1", [daysAgo(31)]);
    const [{ id: recentMail }] = await query<{ id: number }>(
      "update outbox_mails set created_at = $1 where id = (select max(id) from outbox_mails) returning id",
      [daysAgo(29)],
    );

    expect(await ctx.services.retention.run()).toMatchObject({ applications: 1, documents: 2, contactMessages: 1 });
    expect((await query<{ id: number }>("select id from outbox_mails")).map((r) => r.id)).toEqual([recentMail]);
    const left = (await query<{ id: number }>("select id from applications")).map((r) => r.id);
    expect(left).toContain(kept);
    expect(left).not.toContain(due);
    const messages = (await query<{ message: string }>("select message from contacts")).map((r) => r.message);
    expect(messages).toEqual(["Noch nicht"]);
  });
});
