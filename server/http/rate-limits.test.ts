import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "@shared/schema/index";
import { createApp } from "../app";
import { createLogger } from "../logger";
import { useTestApp } from "../test/test-app";
import { createProperty, validApplication } from "../test/factories";
import { loginDelayMs, loginRefusedMessage, retryAdvice } from "./rate-limits";
import { storedRateLimitKey } from "./rate-limit-store";

// Behind a trusted proxy so each request can come "from" its own address.
const ctx = useTestApp({ RATE_LIMIT_LOGIN: "3", RATE_LIMIT_CONTACT: "2", TRUST_PROXY: "1" });

const login = (username: string, ip: string, password = "falsch") =>
  request(ctx.app).post("/api/auth/login").set("X-Forwarded-For", ip).send({ username, password });

describe("sign-in limits", () => {
  it("refuses an address that failed too often for a username, and no other address", async () => {
    for (let i = 0; i < 3; i++) await login("ziel", "10.0.0.1").expect(401);
    expect((await login("ziel", "10.0.0.1").expect(429)).body).toEqual({ message: loginRefusedMessage });
    await login("ziel", "10.0.0.2").expect(401);
    await login("anderer", "10.0.0.1").expect(401);
  });

  it("refuses an address that fails across many usernames at five times the limit", async () => {
    for (let i = 0; i < 15; i++) await login(`konto-${i}`, "10.0.1.1").expect(401);
    await login("konto-neu", "10.0.1.1").expect(429);
    await login("konto-neu", "10.0.1.2").expect(401);
  });

  it("waits longer before each further check of a username that keeps failing, but never refuses it", () => {
    expect([0, 2, 3, 4, 5, 8, 30].map((failures) => loginDelayMs(failures, 3, 8000))).toEqual([
      0, 0, 250, 500, 1000, 8000, 8000,
    ]);
  });
});

describe("form limits", () => {
  it("limits contact messages per address with a German 429 and stores nothing more", async () => {
    const send = () =>
      request(ctx.app)
        .post("/api/contact")
        .set("X-Forwarded-For", "10.0.2.1")
        .send({ name: "Eva", email: "eva@example.de", message: "Bitte um Rückruf zur Wohnung." });
    await send().expect(201);
    await send().expect(201);
    const refused = await send().expect(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toBe(
      `Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in ${Math.ceil(retryAfter / 60)} Minuten erneut.`,
    );
    expect(await ctx.services.contacts.list()).toHaveLength(2);
  });

  it("counts in PostgreSQL, so a second process on the same database continues the count", async () => {
    const second = createApp({ config: ctx.config, database: ctx.database, logger: createLogger("silent") }).app;
    const send = (app: typeof ctx.app) =>
      request(app)
        .post("/api/contact")
        .set("X-Forwarded-For", "10.0.2.9")
        .send({ name: "Eva", email: "eva@example.de", message: "Bitte um Rückruf zur Wohnung." });
    await send(ctx.app).expect(201);
    await send(second).expect(201);
    await send(ctx.app).expect(429);
    await send(second).expect(429);
  });
});

describe("application rate limit", () => {
  const limited = useTestApp({ RATE_LIMIT_APPLICATIONS: "2", RATE_LIMIT_APPLICATIONS_PER_IP: "5", TRUST_PROXY: "1" });
  let propertyId: number;
  beforeAll(async () => {
    propertyId = (await createProperty(limited.services, { transactionType: "rent", serviceCharges: 180 })).id;
  });
  const apply = (ip: string, email: string) =>
    request(limited.app)
      .post("/api/applications")
      .set("X-Forwarded-For", ip)
      .send(validApplication(propertyId, { email }));
  const storedFrom = async (email: string) =>
    (await limited.services.applications.list()).filter((a) => a.email.trim().toLowerCase() === email).length;

  it("counts per address and e-mail together: two people behind one address do not block each other", async () => {
    await apply("10.0.3.1", "anna@example.de").expect(201);
    await apply("10.0.3.1", "anna@example.de").expect(201);
    await apply("10.0.3.1", "anna@example.de").expect(429);
    // Ben shares Anna's address (a carrier's NAT) and still gets his own two.
    await apply("10.0.3.1", "Ben@Example.de").expect(201);
    await apply("10.0.3.1", "ben@example.de ").expect(201);
    await apply("10.0.3.1", "ben@example.de").expect(429);
    expect(await storedFrom("anna@example.de")).toBe(2);
    expect(await storedFrom("ben@example.de")).toBe(2);
  });

  it("refuses in German with when to try again, and a Retry-After header that says the same", async () => {
    await apply("10.0.3.2", "clara@example.de").expect(201);
    await apply("10.0.3.2", "clara@example.de").expect(201);
    const refused = await apply("10.0.3.2", "clara@example.de").expect(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body).toEqual({
      message: `Zu viele Bewerbungen in kurzer Zeit. Bitte versuchen Sie es in ${Math.ceil(retryAfter / 60)} Minuten erneut.`,
    });

    // With 11½ minutes of the window left, the answer says 12 minutes.
    await limited.database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() + interval '690 seconds'` })
      .where(eq(rateLimits.key, storedRateLimitKey("applications", "10.0.3.2 clara@example.de")));
    const later = await apply("10.0.3.2", "clara@example.de").expect(429);
    expect(Number(later.headers["retry-after"])).toBeLessThanOrEqual(690);
    expect(Number(later.headers["retry-after"])).toBeGreaterThan(661);
    expect(later.body.message).toBe(
      "Zu viele Bewerbungen in kurzer Zeit. Bitte versuchen Sie es in 12 Minuten erneut.",
    );
    expect(await storedFrom("clara@example.de")).toBe(2);
  });

  it("stops one address that sends under ever new e-mail addresses at its own limit", async () => {
    for (let i = 0; i < 5; i++) await apply("10.0.3.3", `person${i}@example.de`).expect(201);
    const refused = await apply("10.0.3.3", "person5@example.de").expect(429);
    expect(refused.body.message).toMatch(
      /^Zu viele Bewerbungen in kurzer Zeit\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/,
    );
    expect(await storedFrom("person5@example.de")).toBe(0);
    await apply("10.0.3.4", "person5@example.de").expect(201);
  });

  it("says 'in einer Minute' for the last minute of a window", () => {
    expect(retryAdvice(30)).toBe("Bitte versuchen Sie es in einer Minute erneut.");
    expect(retryAdvice(61)).toBe("Bitte versuchen Sie es in 2 Minuten erneut.");
  });
});
