import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createLogger } from "../logger";
import { ensureAdminUser } from "../auth/auth.service";
import { ADMIN, useTestApp } from "../test/test-app";
import { auditRows, createAccount, signIn } from "../test/accounts";
import { startSmtpCatcher } from "../test/smtp-catcher";

// Rules that protect the team, tried the way a careless or hostile colleague would.

const smtp = await startSmtpCatcher();
const ctx = useTestApp({ SMTP_URL: smtp.url, JOB_POLL_SECONDS: "0.5", MAIL_RETRY_DELAY_SECONDS: "1" });
beforeAll(() => ctx.services.jobs.start());
afterAll(async () => {
  await ctx.services.jobs.stop();
  await smtp.stop();
});

const query = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, params)).rows;
const activeOwners = async () =>
  (await query<{ n: number }>("select count(*)::int as n from users where role = 'owner' and active"))[0].n;
const resetToken = async (address: string, nth: number) => {
  const mails = await smtp.waitFor(
    (m) => m.envelopeTo.includes(address) && m.subject === "Passwort zurücksetzen – Spreehaus Immobilien",
    nth,
  );
  return /token=([\w-]+)/.exec(mails[nth - 1].text ?? "")![1];
};

describe("two owners demoting each other at the same moment", () => {
  it("leave one active owner, however often they try", async () => {
    // Only the two of them are active owners: the admin of the test app steps back first.
    const first = await createAccount(ctx, { role: "owner" });
    const second = await createAccount(ctx, { role: "owner" });
    const [{ id: adminId }] = await query<{ id: number }>("select id from users where username = $1", [ADMIN.username]);
    await (await signIn(ctx, first)).patch(`/api/users/${adminId}`).send({ role: "staff" }).expect(200);
    for (let round = 0; round < 4; round++) {
      const [a, b] = [await signIn(ctx, first), await signIn(ctx, second)];
      const change = round % 2 ? { role: "staff" } : { active: false };
      const answers = await Promise.all([
        a.patch(`/api/users/${second.id}`).send(change),
        b.patch(`/api/users/${first.id}`).send(change),
      ]);
      // One of them wins. The other is refused: as the last owner (409), or because the winner's
      // change reached its session first (no longer an owner: 403; deactivated: 401).
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect([401, 403, 409]).toContain(statuses.find((s) => s !== 200));
      expect(await activeOwners()).toBe(1);
      // Both owners again for the next round, by a direct repair of the data.
      await query("update users set role = 'owner', active = true where id = any($1)", [[first.id, second.id]]);
    }
    await query("update users set role = 'owner' where id = $1", [adminId]);
  }, 90_000);

  it("a start-up repairs a database an older version left without an active owner", async () => {
    await query("update users set active = false where role = 'owner'");
    expect(await activeOwners()).toBe(0);
    await ensureAdminUser(ctx.services.usersRepo, {
      username: ADMIN.username,
      isProduction: false,
      logger: createLogger("silent"),
    });
    expect(await query("select role, active from users where username = $1", [ADMIN.username])).toEqual([
      { role: "owner", active: true },
    ]);
  });
});

describe("'Passwort vergessen'", () => {
  it("takes as long for an address with an account as for one without: the lookup runs in the queue", async () => {
    const colleague = await createAccount(ctx);
    const known = `${colleague.username}@spreehaus-immobilien.de`;
    const timed = async (email: string) => {
      const started = performance.now();
      await request(ctx.app).post("/api/auth/password-reset").send({ email }).expect(202);
      return performance.now() - started;
    };
    const times = { known: [] as number[], unknown: [] as number[] };
    // Interleaved, so a busy moment of the machine falls on both alike.
    for (let i = 0; i < 12; i++) {
      times.known.push(await timed(known));
      times.unknown.push(await timed(`niemand${i}@example.de`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
    const [k, u] = [median(times.known), median(times.unknown)];
    expect(k, JSON.stringify(times)).toBeLessThan(1.5 * u + 5);
    // Each request only queued the same job; the mails arrive from the queue.
    const jobs = await query<{ email: string }>(
      "select data->>'email' as email from pgboss.job where name = 'account.password-reset'",
    );
    expect(jobs.filter((j) => j.email === known)).toHaveLength(12);
    expect(jobs.filter((j) => j.email.startsWith("niemand"))).toHaveLength(12);
    expect(await resetToken(known, 12)).toMatch(/^[\w-]{40,}$/);
  });
});

describe("links that should have died", () => {
  it("a reset link stops working when the password is changed in between", async () => {
    const colleague = await createAccount(ctx);
    const address = `${colleague.username}@spreehaus-immobilien.de`;
    await request(ctx.app).post("/api/auth/password-reset").send({ email: address }).expect(202);
    const token = await resetToken(address, 1);
    const session = await signIn(ctx, colleague);
    await session
      .post("/api/auth/password")
      .send({ currentPassword: colleague.password, newPassword: "Selbst-geaendert-am-Montag" })
      .expect(204);
    const late = await request(ctx.app)
      .post("/api/auth/password-reset/confirm")
      .send({ token, password: "Jemand-anderes-Passwort-9" })
      .expect(400);
    expect(late.body.message).toMatch(/^Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt/);
    await signIn(ctx, { username: colleague.username, password: "Selbst-geaendert-am-Montag" });
  });

  it("a reset link and an invitation stop working when the account is deactivated", async () => {
    const admin = await ctx.admin();
    const invited = (
      await admin
        .post("/api/users")
        .send({ username: "kurz.da", email: "kurz.da@example.de", role: "staff" })
        .expect(201)
    ).body;
    const [invitation] = await smtp.waitFor((m) => m.envelopeTo.includes("kurz.da@example.de"));
    const invitationToken = /token=([\w-]+)/.exec(invitation.text ?? "")![1];
    const colleague = await createAccount(ctx);
    const address = `${colleague.username}@spreehaus-immobilien.de`;
    await request(ctx.app).post("/api/auth/password-reset").send({ email: address }).expect(202);
    const token = await resetToken(address, 1);

    await admin.patch(`/api/users/${invited.id}`).send({ active: false }).expect(200);
    await admin.patch(`/api/users/${colleague.id}`).send({ active: false }).expect(200);
    // Reactivated at once: the old links must still be dead.
    await admin.patch(`/api/users/${invited.id}`).send({ active: true }).expect(200);
    await admin.patch(`/api/users/${colleague.id}`).send({ active: true }).expect(200);
    await request(ctx.app)
      .post("/api/auth/invitation")
      .send({ token: invitationToken, password: "Kurz-da-und-wieder-weg" })
      .expect(400);
    await request(ctx.app)
      .post("/api/auth/password-reset/confirm")
      .send({ token, password: "Kurz-da-und-wieder-weg" })
      .expect(400);
  });
});

describe("a password typed into the username field", () => {
  it("never reaches the audit trail", async () => {
    const typed = "Mein-Geheimes-Passwort-2026!";
    await request(ctx.app).post("/api/auth/login").send({ username: typed, password: "egal-was" }).expect(401);
    const trail = JSON.stringify(await auditRows(ctx));
    expect(trail).not.toContain(typed);
    expect(trail).not.toContain("Geheimes");
    const [entry] = await auditRows(ctx, "auth.sign_in_failed");
    expect(entry).toMatchObject({ actor_id: null, actor_name: "M… (28 Zeichen)" });
  });
});
