import { describe, expect, it } from "vitest";
import request from "supertest";
import { createApp } from "../app";
import { createLogger } from "../logger";
import { useTestApp } from "../test/test-app";
import { loginDelayMs, loginRefusedMessage } from "./rate-limits";

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
    expect((await send().expect(429)).body.message).toBe(
      "Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es später erneut.",
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
  const limited = useTestApp({ RATE_LIMIT_APPLICATIONS: "1", TRUST_PROXY: "1" });
  it("answers 429 in German once an address has sent too many applications", async () => {
    const send = () => request(limited.app).post("/api/applications").set("X-Forwarded-For", "10.0.3.1").send({});
    await send().expect(400);
    expect((await send().expect(429)).body.message).toBe(
      "Zu viele Bewerbungen in kurzer Zeit. Bitte versuchen Sie es später erneut.",
    );
  });
});
