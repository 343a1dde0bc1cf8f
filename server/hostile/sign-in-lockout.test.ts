import { describe, expect, it, vi } from "vitest";
import request from "supertest";
import { SESSION_COOKIE } from "@shared/browser-storage";
import { genericErrorMessage } from "../http/error-handler";
import { loginRefusedMessage } from "../http/rate-limits";
import { ADMIN } from "../test/test-app";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";

// Rule: throttling failed guesses never refuses the right password to a client that did not fail,
// and only a wrong password (401) counts as a failure. Behind a trusted proxy, so each request can
// come "from" the address the test names.
const MAX_DELAY_MS = 300;
const ctx = useHostileApp({
  RATE_LIMIT_LOGIN: "3",
  LOGIN_DELAY_MAX_MS: String(MAX_DELAY_MS),
  TRUST_PROXY: "loopback",
});

const signIn = (address: string, password: string) =>
  request(ctx.app).post("/api/auth/login").set("X-Forwarded-For", address).send({ username: "admin", password });

const sessions = async () =>
  (await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from session")).rows[0].n;

describe("hostile input: locking the admin out", () => {
  it("lets the right password in from a fresh address after wrong ones from rotating addresses", async () => {
    const before = await sessions();
    const { guesses, owner } = await withoutBlockingOthers(ctx, async () => {
      const guesses = [];
      for (let i = 1; i <= 12; i++) guesses.push((await signIn(`198.51.100.${i}`, `geraten-${i}`)).status);
      const started = performance.now();
      const owner = await signIn("192.0.2.10", ADMIN.password);
      return { guesses, owner: Object.assign(owner, { waitedMs: performance.now() - started }) };
    });
    expect(guesses).toEqual(Array(12).fill(401));
    expect(owner.status).toBe(200);
    // Slowed down (the guessing made the username wait), not refused.
    expect(owner.waitedMs).toBeGreaterThanOrEqual(MAX_DELAY_MS);
    expect(owner.body).toEqual({ id: expect.any(Number), username: "admin", role: "owner" });
    expect(String(owner.headers["set-cookie"])).toContain(`${SESSION_COOKIE}=`);
    expect(await sessions()).toBe(before + 1);
  });

  it("still refuses the address that kept guessing, in German", async () => {
    for (let i = 0; i < 3; i++) await signIn("198.51.100.200", "falsch").expect(401);
    const refused = await signIn("198.51.100.200", ADMIN.password).expect(429);
    expect(refused.body).toEqual({ message: loginRefusedMessage });
  });

  it("does not count server errors (a database fault) as failed sign-ins", async () => {
    const authenticate = vi
      .spyOn(ctx.services.auth, "authenticate")
      .mockRejectedValue(new Error("Verbindung verloren"));
    const failures = await withoutBlockingOthers(ctx, async () => {
      const bodies = [];
      for (let i = 0; i < 6; i++) bodies.push((await signIn("203.0.113.50", ADMIN.password).expect(500)).body);
      return bodies;
    });
    authenticate.mockRestore();
    expect(failures).toEqual(Array(6).fill({ message: genericErrorMessage }));
    // Six 500s from this address, yet its first wrong passwords are plain 401s and the right one gets in.
    await signIn("203.0.113.50", "falsch").expect(401);
    await signIn("203.0.113.50", ADMIN.password).expect(200);
  });
});
