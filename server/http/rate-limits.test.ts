import { describe, expect, it } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";

// Behind a trusted proxy so each request can come "from" its own address.
const ctx = useTestApp({ RATE_LIMIT_LOGIN: "3", RATE_LIMIT_CONTACT: "2", TRUST_PROXY: "1" });

const login = (username: string, ip: string) =>
  request(ctx.app).post("/api/auth/login").set("X-Forwarded-For", ip).send({ username, password: "falsch" });

describe("rate limits", () => {
  it("blocks a username after too many failed sign-ins, whatever the address", async () => {
    for (const ip of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) await login("ziel", ip).expect(401);
    const blocked = await login("ziel", "10.0.0.4").expect(429);
    expect(blocked.body).toEqual({
      message: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.",
    });
  });

  it("blocks an address after too many failed sign-ins, whatever the username", async () => {
    for (const name of ["a1", "a2", "a3"]) await login(name, "10.0.1.1").expect(401);
    await login("a4", "10.0.1.1").expect(429);
    await login("a5", "10.0.1.2").expect(401);
  });

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
