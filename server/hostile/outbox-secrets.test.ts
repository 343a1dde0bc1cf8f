import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { SECRET_TOKEN_PLACEHOLDER } from "@shared/mail";
import { useTestApp } from "../test/test-app";
import { auditRows, createAccount, signIn } from "../test/accounts";
import { createProperty, validApplication } from "../test/factories";
import { startSmtpCatcher, type CaughtMail } from "../test/smtp-catcher";

// A colleague with a staff account, or anyone reading the Postausgang, tries to use the secrets in
// stored mails: a password reset or invitation for an owner, an applicant's withdraw link, a search
// alert's confirm and unsubscribe links.

const SITE = "https://www.spreehaus.test";
const smtp = await startSmtpCatcher();
const ctx = useTestApp({ SMTP_URL: smtp.url, SITE_URL: SITE, JOB_POLL_SECONDS: "0.5", MAIL_RETRY_DELAY_SECONDS: "1" });
beforeAll(() => ctx.services.jobs.start());
afterAll(async () => {
  await ctx.services.jobs.stop();
  await smtp.stop();
});

type OutboxRow = { id: number; kind: string; recipient: string; text: string; html: string; headers: unknown };
const outboxRows = async () =>
  (await ctx.database.pool.query<OutboxRow>("select id, kind, recipient, text, html, headers from outbox_mails")).rows;
const tokenIn = (mail: CaughtMail, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=([\\w%-]+)`).exec(mail.text ?? "")?.[1] ?? "");
const rowOf = async (kind: string, recipient: string) =>
  (await outboxRows()).filter((r) => r.kind === kind && r.recipient.toLowerCase() === recipient.toLowerCase()).at(-1)!;

describe("a colleague with a staff account and the owner's password reset", () => {
  it("can neither read nor resend it, and the owner sees only a placeholder; the mailed link still works", async () => {
    const owner = await createAccount(ctx, { role: "owner" });
    const ownerAddress = `${owner.username}@spreehaus-immobilien.de`;
    const staff = await signIn(ctx, await createAccount(ctx));
    await request(ctx.app).post("/api/auth/password-reset").send({ email: ownerAddress }).expect(202);
    const [mailed] = await smtp.waitFor((m) => m.envelopeTo.includes(ownerAddress));
    const row = await rowOf("password-reset", ownerAddress);

    const read = await staff.get(`/api/outbox/${row.id}`).expect(403);
    const resent = await staff.post(`/api/outbox/${row.id}/resend`).expect(403);
    const list = (await staff.get("/api/outbox").expect(200)).body;
    for (const answer of [read.body, resent.body, list]) expect(JSON.stringify(answer)).not.toContain("token=");
    expect(list.items.map((m: { kind: string }) => m.kind)).not.toContain("password-reset");

    // The owner may read it, sees the placeholder, and that is no token.
    const admin = await ctx.admin();
    const shown = (await admin.get(`/api/outbox/${row.id}`).expect(200)).body;
    expect(shown.text).toContain(`${SITE}/admin/password-reset?token=${SECRET_TOKEN_PLACEHOLDER}`);
    await request(ctx.app)
      .post("/api/auth/password-reset/confirm")
      .send({ token: SECRET_TOKEN_PLACEHOLDER, password: "Uebernommen-von-Kollegin-1" })
      .expect(400);
    // Sending again answers without the body, and both looks are in the audit trail.
    const again = (await admin.post(`/api/outbox/${row.id}/resend`).expect(200)).body;
    expect(again).not.toHaveProperty("text");
    expect(again).not.toHaveProperty("html");
    const trail = [...(await auditRows(ctx, "outbox.read")), ...(await auditRows(ctx, "outbox.resent"))];
    expect(trail.map((e) => [e.action, e.actor_name, e.record_id])).toEqual([
      ["outbox.read", "admin", String(row.id)],
      ["outbox.resent", "admin", String(row.id)],
    ]);

    // The owner's own mails: the resent one carries a new link; the first one was retired by it.
    const [, second] = await smtp.waitFor((m) => m.envelopeTo.includes(ownerAddress), 2);
    const password = "Neues-Passwort-vom-Inhaber-7";
    const first = await request(ctx.app)
      .post("/api/auth/password-reset/confirm")
      .send({ token: tokenIn(mailed, "/admin/password-reset"), password });
    expect(first.status).toBe(400);
    await request(ctx.app)
      .post("/api/auth/password-reset/confirm")
      .send({ token: tokenIn(second, "/admin/password-reset"), password })
      .expect(204);
  });

  it("cannot take a pending owner invitation either", async () => {
    const admin = await ctx.admin();
    const invited = await admin
      .post("/api/users")
      .send({ username: "neue.inhaberin", email: "neue.inhaberin@example.de", role: "owner" })
      .expect(201);
    await smtp.waitFor((m) => m.envelopeTo.includes("neue.inhaberin@example.de"));
    const row = await rowOf("account-invitation", "neue.inhaberin@example.de");
    const staff = await signIn(ctx, await createAccount(ctx));
    await staff.get(`/api/outbox/${row.id}`).expect(403);
    await staff.post(`/api/outbox/${row.id}/resend`).expect(403);
    expect(invited.body.hasPassword).toBe(false);
  });
});

describe("a colleague and an applicant's withdraw link", () => {
  it("finds only a placeholder in the receipt and cannot erase the application in the applicant's name", async () => {
    const listing = await createProperty(ctx.services);
    const email = "ruth.bewerberin@example.de";
    const { body } = await request(ctx.app)
      .post("/api/applications")
      .send(validApplication(listing.id, { email }))
      .expect(201);
    const [mailed] = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    const row = await rowOf("application-receipt", email);
    const staff = await signIn(ctx, await createAccount(ctx));
    const shown = (await staff.get(`/api/outbox/${row.id}`).expect(200)).body;
    const stored = /withdraw-application\?token=(\S+)/.exec(shown.text)?.[1];
    expect(stored).toBe(SECRET_TOKEN_PLACEHOLDER);
    await request(ctx.app).post("/api/applications/withdraw").send({ token: stored }).expect(404);
    await (await ctx.admin()).get(`/api/applications/${body.id}`).expect(200);
    // The applicant's own link works.
    await request(ctx.app)
      .post("/api/applications/withdraw")
      .send({ token: tokenIn(mailed, "/withdraw-application") })
      .expect(204);
  });
});

describe("every stored mail", () => {
  it("holds no working token, of any kind, while every mailed link works", async () => {
    // One mail of each kind with a secret: reset, invitation, receipt, alert confirm, alert match.
    const admin = await ctx.admin();
    const colleague = await createAccount(ctx);
    await request(ctx.app)
      .post("/api/auth/password-reset")
      .send({ email: `${colleague.username}@spreehaus-immobilien.de` })
      .expect(202);
    await admin
      .post("/api/users")
      .send({ username: "paul.neu", email: "paul.neu@example.de", role: "staff" })
      .expect(201);
    const listing = await createProperty(ctx.services, { city: "Berlin" });
    await request(ctx.app)
      .post("/api/applications")
      .send(validApplication(listing.id, { email: "grep@example.de" }))
      .expect(201);
    await request(ctx.app)
      .post("/api/search-alerts")
      .send({ email: "alarm@example.de", frequency: "instant", filter: { city: "Berlin" } })
      .expect(202);
    const [confirmation] = await smtp.waitFor((m) => m.envelopeTo.includes("alarm@example.de"));
    await request(ctx.app)
      .post("/api/search-alerts/confirm")
      .send({ token: tokenIn(confirmation, "/search-alerts/confirm") })
      .expect(200);
    const hidden = await createProperty(ctx.services, { city: "Berlin", status: "hidden" });
    await admin.patch(`/api/properties/${hidden.id}`).send({ status: "active" }).expect(200);
    const [, match] = await smtp.waitFor((m) => m.envelopeTo.includes("alarm@example.de"), 2);
    const mailed = await Promise.all([
      smtp.waitFor((m) => m.envelopeTo.includes(`${colleague.username}@spreehaus-immobilien.de`)),
      smtp.waitFor((m) => m.envelopeTo.includes("paul.neu@example.de")),
      smtp.waitFor((m) => m.envelopeTo.includes("grep@example.de")),
    ]);

    // Every token any mail carried, and every row the outbox kept.
    const tokens = [...mailed.flat(), confirmation, match]
      .flatMap((m) => [...(m.text ?? "").matchAll(/token=([\w%-]+)/g)].map((t) => decodeURIComponent(t[1])))
      .concat(decodeURIComponent(/token=([\w%-]+)/.exec(JSON.stringify(match.headers.get("list")))?.[1] ?? "(none)"));
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    const stored = JSON.stringify(await outboxRows());
    for (const token of tokens) expect(stored).not.toContain(token);
    const kinds = new Set(
      (await outboxRows()).filter((r) => r.text.includes(SECRET_TOKEN_PLACEHOLDER)).map((r) => r.kind),
    );
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        "account-invitation",
        "application-receipt",
        "password-reset",
        "search-alert",
        "search-alert-confirm",
      ]),
    );

    // And the links work: the invitation and the unsubscribe (the confirm link was used above).
    await request(ctx.app)
      .post("/api/auth/invitation")
      .send({ token: tokenIn(mailed[1][0], "/admin/invitation"), password: "Paul-waehlt-sein-Passwort" })
      .expect(204);
    await request(ctx.app)
      .post(`/api/search-alerts/unsubscribe?token=${encodeURIComponent(tokenIn(match, "/search-alerts/unsubscribe"))}`)
      .expect(200);
  });
});
