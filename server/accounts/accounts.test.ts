import { describe, expect, it } from "vitest";
import request from "supertest";
import { ADMIN, useTestApp } from "../test/test-app";
import { auditRows, createAccount, signIn } from "../test/accounts";
import { accountListAnswer } from "@shared/contracts/accounts";

const ctx = useTestApp();
const ownersOnly = { message: "Nur Inhaber dürfen das: Ihr Konto hat dafür keine Berechtigung." };

const sessionCount = async (userId: number) =>
  (
    await ctx.database.pool.query<{ n: number }>(
      "select count(*)::int as n from session where (sess->'passport'->>'user') = $1",
      [String(userId)],
    )
  ).rows[0].n;

describe("accounts: roles", () => {
  it("the first account is an owner; status and sign-in name the role", async () => {
    const owner = await ctx.admin();
    expect((await owner.get("/api/auth/status").expect(200)).body.user).toMatchObject({
      username: "admin",
      role: "owner",
    });
  });

  it("staff cannot list, invite or change accounts (403 in German), and visitors get 401", async () => {
    const staff = await signIn(ctx, await createAccount(ctx));
    expect((await staff.get("/api/users").expect(403)).body).toEqual(ownersOnly);
    expect(
      (await staff.post("/api/users").send({ username: "neu", email: "neu@example.de", role: "owner" }).expect(403))
        .body,
    ).toEqual(ownersOnly);
    expect((await staff.patch("/api/users/1").send({ role: "staff" }).expect(403)).body).toEqual(ownersOnly);
    expect((await staff.get("/api/audit").expect(403)).body).toEqual(ownersOnly);
    await request(ctx.app).get("/api/users").expect(401);
    // Staff still do everything else.
    await staff.get("/api/applications").expect(200);
    expect((await staff.get("/api/auth/status").expect(200)).body.user.role).toBe("staff");
  });

  it("an owner lists and invites accounts; a taken username or e-mail is a 409 in German", async () => {
    const owner = await ctx.admin();
    const created = await owner
      .post("/api/users")
      .send({ username: "jana.berger", email: "Jana.Berger@spreehaus-immobilien.de", role: "staff" })
      .expect(201);
    expect(created.body).toMatchObject({
      username: "jana.berger",
      email: "Jana.Berger@spreehaus-immobilien.de",
      role: "staff",
      active: true,
      hasPassword: false,
    });
    const list = accountListAnswer.parse((await owner.get("/api/users").expect(200)).body);
    expect(list.map((a) => a.username)).toContain("jana.berger");
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password"/);

    const again = await owner
      .post("/api/users")
      .send({ username: "jana.berger", email: "andere@example.de", role: "staff" })
      .expect(409);
    expect(again.body.message).toBe("Dieser Benutzername wird bereits verwendet.");
    const sameMail = await owner
      .post("/api/users")
      .send({ username: "jana2", email: "jana.berger@SPREEHAUS-immobilien.de", role: "staff" })
      .expect(409);
    expect(sameMail.body.message).toBe("Für diese E-Mail-Adresse gibt es bereits ein Konto.");
    const bad = await owner.post("/api/users").send({ username: "x", email: "kein-mail", role: "chef" }).expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(["username", "email", "role"]);
    expect(bad.body.errors[1].message).toBe("Gültige E-Mail-Adresse erforderlich");

    const [entry] = await auditRows(ctx, "account.invited");
    expect(entry).toMatchObject({ actor_name: "admin", record_id: String(created.body.id) });
    expect(entry.summary).toBe("Konto jana.berger (Mitarbeiter) angelegt und eingeladen");
  });

  it("the last active owner can be neither demoted nor deactivated", async () => {
    const owner = await ctx.admin();
    const admin = (await owner.get("/api/auth/status")).body.user;
    for (const patch of [{ role: "staff" }, { active: false }]) {
      const res = await owner.patch(`/api/users/${admin.id}`).send(patch).expect(409);
      expect(res.body.message).toMatch(/^Das letzte aktive Inhaber-Konto kann nicht deaktiviert/);
    }
    // With a second owner, the first may step down.
    const second = await createAccount(ctx, { role: "owner" });
    await owner.patch(`/api/users/${second.id}`).send({ role: "staff" }).expect(200);
    await owner.patch(`/api/users/${second.id}`).send({ role: "owner" }).expect(200);
    const demoted = await owner.patch(`/api/users/${admin.id}`).send({ role: "staff" }).expect(200);
    expect(demoted.body.role).toBe("staff");
    // …and is staff from the next request on.
    expect((await owner.get("/api/users").expect(403)).body).toEqual(ownersOnly);
    const secondAgent = await signIn(ctx, second);
    await secondAgent.patch(`/api/users/${admin.id}`).send({ role: "owner" }).expect(200);

    const roles = await auditRows(ctx, "account.role_changed");
    expect(roles[0].summary).toBe("Rolle von admin: Mitarbeiter → Inhaber");
    expect(roles[0].actor_name).toBe(second.username);
  });

  it("deactivating ends the account's sessions at once; reactivating lets it sign in again", async () => {
    const owner = await ctx.admin();
    const colleague = await createAccount(ctx);
    const agent = await signIn(ctx, colleague);
    await agent.get("/api/contacts").expect(200);
    expect(await sessionCount(colleague.id)).toBe(1);

    const res = await owner.patch(`/api/users/${colleague.id}`).send({ active: false }).expect(200);
    expect(res.body.active).toBe(false);
    expect(await sessionCount(colleague.id)).toBe(0);
    expect((await agent.get("/api/contacts").expect(401)).body).toEqual({ message: "Nicht autorisiert" });
    await request(ctx.app)
      .post("/api/auth/login")
      .send({ username: colleague.username, password: colleague.password })
      .expect(401);

    await owner.patch(`/api/users/${colleague.id}`).send({ active: true }).expect(200);
    await signIn(ctx, colleague);

    expect((await auditRows(ctx, "account.deactivated"))[0].summary).toBe(
      `Konto ${colleague.username} deaktiviert (1 Sitzung beendet)`,
    );
    expect((await auditRows(ctx, "account.reactivated"))[0].summary).toBe(`Konto ${colleague.username} reaktiviert`);
    expect((await auditRows(ctx, "auth.sign_in_failed"))[0].summary).toBe(
      `Anmeldung als „${colleague.username}“ fehlgeschlagen (Konto deaktiviert)`,
    );
  });

  it("a deactivated account's cookie is refused on the very next request, even with its session row left", async () => {
    const colleague = await createAccount(ctx);
    const agent = await signIn(ctx, colleague);
    await agent.get("/api/contacts").expect(200);
    await ctx.database.pool.query("update users set active = false where id = $1", [colleague.id]);
    expect(await sessionCount(colleague.id)).toBe(1);
    await agent.get("/api/contacts").expect(401);
    expect((await agent.get("/api/auth/status").expect(200)).body).toEqual({ authenticated: false, user: null });
  });
});

describe("own password", () => {
  it("requires the current password, refuses short and common ones in German, and ends every other session", async () => {
    const me = await createAccount(ctx);
    const here = await signIn(ctx, me);
    const elsewhere = await signIn(ctx, me);

    const wrong = await here
      .post("/api/auth/password")
      .send({ currentPassword: "falsch", newPassword: "ein-ganz-neues-passwort" })
      .expect(400);
    expect(wrong.body.errors).toEqual([
      { path: "currentPassword", message: "Das aktuelle Passwort ist nicht richtig." },
    ]);
    const short = await here
      .post("/api/auth/password")
      .send({ currentPassword: me.password, newPassword: "kurz-123" })
      .expect(400);
    expect(short.body.errors).toEqual([
      { path: "newPassword", message: "Das Passwort muss mindestens 12 Zeichen lang sein." },
    ]);
    // On the list of the 10,000 most common passwords (in any case).
    const common = await here
      .post("/api/auth/password")
      .send({ currentPassword: me.password, newPassword: "Unbelievable" })
      .expect(400);
    expect(common.body.errors).toEqual([
      {
        path: "newPassword",
        message: "Dieses Passwort gehört zu den 10.000 häufigsten Passwörtern. Bitte wählen Sie ein anderes.",
      },
    ]);
    await elsewhere.get("/api/contacts").expect(200);

    await here
      .post("/api/auth/password")
      .send({ currentPassword: me.password, newPassword: "Fahrrad-Spree-Brücke-42" })
      .expect(204);
    await here.get("/api/contacts").expect(200);
    await elsewhere.get("/api/contacts").expect(401);
    await request(ctx.app).post("/api/auth/login").send({ username: me.username, password: me.password }).expect(401);
    await signIn(ctx, { username: me.username, password: "Fahrrad-Spree-Brücke-42" });

    const [entry] = await auditRows(ctx, "auth.password_changed");
    expect(entry).toMatchObject({ actor_id: me.id, record_id: String(me.id) });
    expect(entry.summary).toBe(`${me.username} hat das eigene Passwort geändert (1 andere Sitzung beendet)`);
    expect(JSON.stringify(await auditRows(ctx))).not.toContain("Fahrrad-Spree");
  });

  it("is for signed-in accounts only", async () => {
    await request(ctx.app)
      .post("/api/auth/password")
      .send({ currentPassword: ADMIN.password, newPassword: "ein-ganz-neues-passwort" })
      .expect(401);
  });
});

describe("sign-in in the audit trail", () => {
  it("records successful and failed sign-ins with the account, never the password", async () => {
    const colleague = await createAccount(ctx);
    await signIn(ctx, colleague);
    await request(ctx.app).post("/api/auth/login").send({ username: colleague.username, password: "Falsch-123" });
    await request(ctx.app).post("/api/auth/login").send({ username: "niemand", password: "Falsch-456" });
    const [unknown, wrong] = await auditRows(ctx, "auth.sign_in_failed");
    // A username nobody has may be a password typed into the wrong field: kept only masked.
    expect(unknown).toMatchObject({ actor_id: null, actor_name: "n… (7 Zeichen)", record_id: null });
    expect(unknown.summary).toBe("Anmeldung mit unbekanntem Benutzernamen n… (7 Zeichen) fehlgeschlagen");
    expect(wrong).toMatchObject({ actor_id: colleague.id, record_id: String(colleague.id) });
    expect(wrong.summary).toBe(`Anmeldung als „${colleague.username}“ fehlgeschlagen (falsches Passwort)`);
    const [ok] = await auditRows(ctx, "auth.sign_in");
    expect(ok).toMatchObject({ actor_id: colleague.id, actor_name: colleague.username });
    expect(JSON.stringify(await auditRows(ctx))).not.toMatch(/Falsch-123|Falsch-456|sehr-geheimes/);
  });
});
