import { describe, expect, it } from "vitest";
import request from "supertest";
import { ADMIN, useTestApp } from "../test/test-app";
import { SESSION_COOKIE } from "@shared/browser-storage";
import { authStatusAnswer, authUserAnswer } from "@shared/contracts/auth";
import { verifyPassword } from "./password";

const ctx = useTestApp();

const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describe("sign-in", () => {
  it("reports signed out, then signs in and reports the user", async () => {
    const agent = request.agent(ctx.app);
    expect((await agent.get("/api/auth/status").expect(200)).body).toEqual({ authenticated: false, user: null });
    const login = await agent.post("/api/auth/login").send(ADMIN).expect(200);
    expect(login.body).toEqual({ id: expect.any(Number), username: "admin", role: "owner" });
    const cookie = sessionCookie(login)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await agent.get("/api/auth/status")).body).toEqual({
      authenticated: true,
      user: { id: login.body.id, username: "admin", role: "owner" },
    });
  });

  it("stores the password as a salted scrypt hash", async () => {
    const user = await ctx.services.usersRepo.findByUsername("admin");
    expect(user!.password).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword(ADMIN.password, user!.password!)).toBe(true);
  });

  it("answers a wrong password and an unknown user alike with the German message", async () => {
    const wrong = await request(ctx.app)
      .post("/api/auth/login")
      .send({ username: "admin", password: "falsch" })
      .expect(401);
    const unknown = await request(ctx.app)
      .post("/api/auth/login")
      .send({ username: "niemand", password: "falsch" })
      .expect(401);
    expect(wrong.body).toEqual({ message: "Ungültiger Benutzername oder Passwort." });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("validates the form fields with the German messages", async () => {
    const res = await request(ctx.app).post("/api/auth/login").send({ username: "", password: "" }).expect(400);
    expect(res.body.errors).toEqual([
      { path: "username", message: "Benutzername wird benötigt" },
      { path: "password", message: "Passwort wird benötigt" },
    ]);
  });

  it("issues a new session id on login, so a planted cookie is not signed in", async () => {
    const agent = request.agent(ctx.app);
    // A failed attempt does not create a session; make one exist first through a login/logout cycle.
    const first = await agent.post("/api/auth/login").send(ADMIN);
    const second = await agent.post("/api/auth/login").send(ADMIN);
    expect(sessionCookie(first)).toBeDefined();
    expect(sessionCookie(second)!.split(";")[0]).not.toBe(sessionCookie(first)!.split(";")[0]);
    const stale = sessionCookie(first)!.split(";")[0];
    expect((await request(ctx.app).get("/api/auth/status").set("Cookie", stale)).body.authenticated).toBe(false);
  });

  it("logs out with 204, deletes the session row and refuses the old cookie afterwards", async () => {
    const login = await request(ctx.app).post("/api/auth/login").send(ADMIN).expect(200);
    const cookie = sessionCookie(login)!.split(";")[0];
    await request(ctx.app).get("/api/contacts").set("Cookie", cookie).expect(200);
    const before = await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from session");
    await request(ctx.app).post("/api/auth/logout").set("Cookie", cookie).expect(204);
    const after = await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from session");
    expect(after.rows[0].n).toBe(before.rows[0].n - 1);
    expect((await request(ctx.app).get("/api/contacts").set("Cookie", cookie).expect(401)).body).toEqual({
      message: "Nicht autorisiert",
    });
  });

  it("starts no session for visitors reading listings, yet keeps a signed-in admin signed in on reads", async () => {
    const sessions = async () =>
      (await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from session")).rows[0].n as number;
    const before = await sessions();
    const visitor = await request(ctx.app).get("/api/properties").expect(200);
    expect(visitor.headers["set-cookie"]).toBeUndefined();
    expect((await request(ctx.app).get("/api/contacts").expect(401)).body).toEqual({ message: "Nicht autorisiert" });
    expect(await sessions()).toBe(before);

    const admin = await ctx.admin();
    expect((await admin.get("/api/auth/status").expect(200)).body.authenticated).toBe(true);
    expect((await admin.get("/api/properties").expect(200)).headers["cache-control"]).toBe("private, no-store");
  });
});

describe("auth answers match the shared contracts the client is typed by", () => {
  it("for the status signed out and in, and the login", async () => {
    const agent = request.agent(ctx.app);
    expect(authStatusAnswer.parse((await agent.get("/api/auth/status").expect(200)).body).user).toBeNull();
    const user = authUserAnswer.parse((await agent.post("/api/auth/login").send(ADMIN).expect(200)).body);
    expect(authStatusAnswer.parse((await agent.get("/api/auth/status").expect(200)).body).user).toEqual(user);
  });
});
