import { readFileSync } from "node:fs";
import { Server } from "node:http";
import { describe, expect, it } from "vitest";
import request from "supertest";
import { parse } from "yaml";
import { loadConfig } from "../config";
import { loginRefusedMessage } from "../http/rate-limits";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";

// Rule: X-Forwarded-For is believed only from a proxy that is really in front (TRUST_PROXY), so a
// client cannot pose as many addresses to escape per-address limits.
describe("hostile input: a spoofed X-Forwarded-For without a trusted proxy", () => {
  const ctx = useHostileApp({ RATE_LIMIT_CONTACT: "2", RATE_LIMIT_LOGIN: "3" });
  const message = { name: "Eva Weber", email: "eva@example.de", message: "Bitte rufen Sie mich zurück." };

  it("trusts no proxy unless TRUST_PROXY says so", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
  });

  it("counts contact messages by the real address, whatever address the header claims", async () => {
    const answers = await withoutBlockingOthers(ctx, async () => {
      const statuses = [];
      for (const spoofed of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "198.51.100.7, 203.0.113.4"]) {
        const res = await request(ctx.app).post("/api/contact").set("X-Forwarded-For", spoofed).send(message);
        statuses.push(res.status);
      }
      return statuses;
    });
    expect(answers).toEqual([201, 201, 429, 429]);
    expect(await ctx.services.contacts.list()).toHaveLength(2);
  });

  it("counts failed sign-ins by the real address, so rotating the header does not earn more guesses", async () => {
    const statuses = await withoutBlockingOthers(ctx, async () => {
      const seen = [];
      for (let i = 1; i <= 4; i++) {
        const res = await request(ctx.app)
          .post("/api/auth/login")
          .set("X-Forwarded-For", `203.0.113.${i}`)
          .send({ username: "admin", password: `falsch-${i}` });
        seen.push(res.status === 429 ? res.body.message : res.status);
      }
      return seen;
    });
    expect(statuses).toEqual([401, 401, 401, loginRefusedMessage]);
  });
});

describe("the container set-up", () => {
  type Service = { ports?: string[]; expose?: string[]; environment?: Record<string, string>; networks?: string[] };
  const compose = parse(readFileSync("docker-compose.yml", "utf8")) as {
    services: Record<string, Service>;
    networks: Record<string, { ipam?: { config: { subnet: string }[] }; internal?: boolean }>;
  };

  it("publishes only the reverse proxy, and the app trusts forwarded headers only from the proxy's network", () => {
    const { app, proxy, db } = compose.services;
    expect(app.ports).toBeUndefined();
    expect(db.ports).toBeUndefined();
    expect(proxy.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]));
    expect(proxy.networks).toEqual(["edge"]);
    expect(app.environment?.TRUST_PROXY).toBe(compose.networks.edge.ipam?.config[0].subnet);
    expect(app.environment?.SITE_URL).toMatch(/^https:\/\//);
    expect(compose.networks.backend.internal).toBe(true);
    expect(db.networks).toEqual(["backend"]);
  });

  it("has Caddy pass every request to the app, dropping idle connections before the app does", () => {
    const caddyfile = readFileSync("Caddyfile", "utf8");
    expect(caddyfile).toMatch(/\{\$SITE_DOMAIN\} \{\s+reverse_proxy app:5000\s+\{/);
    // Reusing a connection the app is just closing would answer a visitor 502.
    const keepaliveSeconds = Number(/keepalive (\d+)s/.exec(caddyfile)?.[1]);
    expect(keepaliveSeconds * 1000).toBeLessThan(new Server().keepAliveTimeout);
  });
});
