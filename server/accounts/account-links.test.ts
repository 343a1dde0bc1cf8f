import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";
import { auditRows, createAccount, signIn } from "../test/accounts";
import { startSmtpCatcher } from "../test/smtp-catcher";

const smtp = await startSmtpCatcher();
const ctx = useTestApp({ SMTP_URL: smtp.url, JOB_POLL_SECONDS: "0.5", MAIL_RETRY_DELAY_SECONDS: "1" });
beforeAll(() => ctx.services.jobs.start());
afterAll(async () => {
  await ctx.services.jobs.stop();
  await smtp.stop();
});

const subjects: Record<string, string> = {
  "account-invitation": "Ihr Zugang zur Verwaltung von Spreehaus Immobilien",
  "password-reset": "Passwort zurücksetzen – Spreehaus Immobilien",
};

/** The newest mail of a kind received by an address (the `nth` one), and the token of its one-time link. */
async function linkMail(kind: string, to: string, nth = 1) {
  const mails = await smtp.waitFor((m) => m.envelopeTo.includes(to) && m.subject === subjects[kind], nth);
  const mail = { subject: mails[nth - 1].subject ?? "", text: mails[nth - 1].text ?? "" };
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  return { mail, token };
}

const tokenRows = async () =>
  (await ctx.database.pool.query<{ token_hash: string }>("select token_hash from account_tokens")).rows;

describe("invitations", () => {
  it("mail a one-time link (48 h); the colleague sets a password once and signs in as staff", async () => {
    const owner = await ctx.admin();
    await owner
      .post("/api/users")
      .send({ username: "nora.weiss", email: "nora.weiss@example.de", role: "staff" })
      .expect(201);
    const { mail, token } = await linkMail("account-invitation", "nora.weiss@example.de");
    expect(mail.subject).toBe("Ihr Zugang zur Verwaltung von Spreehaus Immobilien");
    expect(mail.text).toContain("/admin/invitation?token=");
    expect(mail.text).toContain("48 Stunden gültig");
    // Only the hash is stored.
    expect((await tokenRows()).map((r) => r.token_hash)).not.toContain(token);

    const short = await request(ctx.app).post("/api/auth/invitation").send({ token, password: "zu-kurz" }).expect(400);
    expect(short.body.errors[0]).toEqual({
      path: "password",
      message: "Das Passwort muss mindestens 12 Zeichen lang sein.",
    });
    await request(ctx.app)
      .post("/api/auth/invitation")
      .send({ token, password: "Kastanienallee-42-Berlin" })
      .expect(204);
    const again = await request(ctx.app)
      .post("/api/auth/invitation")
      .send({ token, password: "Noch-ein-Passwort-123" })
      .expect(400);
    expect(again.body.message).toMatch(/^Dieser Einladungslink ist ungültig, abgelaufen oder wurde schon benutzt/);

    const agent = await signIn(ctx, { username: "nora.weiss", password: "Kastanienallee-42-Berlin" });
    expect((await agent.get("/api/auth/status")).body.user.role).toBe("staff");
    await agent.get("/api/users").expect(403);
    expect((await auditRows(ctx, "account.activated"))[0].summary).toBe(
      "nora.weiss hat die Einladung angenommen und ein Passwort gewählt",
    );
  });

  it("expire after 48 hours", async () => {
    const owner = await ctx.admin();
    await owner.post("/api/users").send({ username: "spaet", email: "spaet@example.de", role: "staff" }).expect(201);
    const { token } = await linkMail("account-invitation", "spaet@example.de");
    await ctx.database.pool.query(
      "update account_tokens set expires_at = now() - interval '1 minute' where purpose = 'invitation' and used_at is null",
    );
    await request(ctx.app)
      .post("/api/auth/invitation")
      .send({ token, password: "Kastanienallee-42-Berlin" })
      .expect(400);
  });
});

describe("Passwort vergessen", () => {
  it("answers 202 alike for known and unknown addresses, and mails only the known one", async () => {
    const me = await createAccount(ctx);
    const known = await request(ctx.app)
      .post("/api/auth/password-reset")
      .send({ email: `${me.username}@spreehaus-immobilien.de` })
      .expect(202);
    const unknown = await request(ctx.app)
      .post("/api/auth/password-reset")
      .send({ email: "niemand@example.de" })
      .expect(202);
    expect(unknown.body).toEqual(known.body);
    const { mail } = await linkMail("password-reset", `${me.username}@spreehaus-immobilien.de`);
    expect(mail.text).toContain("60 Minuten gültig");
    expect(smtp.to("niemand@example.de")).toEqual([]);
  });

  it("sets a new password once, ends every session, and the link expires after an hour", async () => {
    const me = await createAccount(ctx);
    const address = `${me.username}@spreehaus-immobilien.de`;
    const session = await signIn(ctx, me);
    await request(ctx.app).post("/api/auth/password-reset").send({ email: address }).expect(202);
    const { token } = await linkMail("password-reset", address);

    const common = await request(ctx.app)
      .post("/api/auth/password-reset/confirm")
      .send({ token, password: "unbelievable" })
      .expect(400);
    expect(common.body.errors[0].message).toBe(
      "Dieses Passwort gehört zu den 10.000 häufigsten Passwörtern. Bitte wählen Sie ein anderes.",
    );
    await request(ctx.app)
      .post("/api/auth/password-reset/confirm")
      .send({ token, password: "Neues-Passwort-an-der-Spree" })
      .expect(204);
    await session.get("/api/contacts").expect(401);
    await request(ctx.app)
      .post("/api/auth/password-reset/confirm")
      .send({ token, password: "Noch-ein-Passwort-123" })
      .expect(400);
    await signIn(ctx, { username: me.username, password: "Neues-Passwort-an-der-Spree" });
    expect((await auditRows(ctx, "auth.password_reset"))[0]).toMatchObject({ actor_id: me.id });

    await request(ctx.app).post("/api/auth/password-reset").send({ email: address }).expect(202);
    const late = await linkMail("password-reset", address, 2);
    await ctx.database.pool.query(
      "update account_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset' and used_at is null",
    );
    const expired = await request(ctx.app)
      .post("/api/auth/password-reset/confirm")
      .send({ token: late.token, password: "Noch-ein-Passwort-123" })
      .expect(400);
    expect(expired.body.message).toMatch(/^Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt/);
  });

  it("keeps staff from reading an account mail in the Postausgang", async () => {
    const staff = await signIn(ctx, await createAccount(ctx));
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      "select id from outbox_mails where kind = 'password-reset' limit 1",
    );
    await staff.get(`/api/outbox/${rows[0].id}`).expect(403);
    await (await ctx.admin()).get(`/api/outbox/${rows[0].id}`).expect(200);
  });
});
