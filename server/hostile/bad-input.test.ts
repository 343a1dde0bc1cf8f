import { beforeAll, describe, expect, it, vi } from "vitest";
import request from "supertest";
import { sql } from "drizzle-orm";
import { nulByteMessage } from "@shared/validation/nul-bytes";
import { genericErrorMessage } from "../http/error-handler";
import { malformedAddressMessage } from "../http/request-sanity";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { createPost, createProperty, validApplication, validPost, validProperty } from "../test/factories";

// Rule: NUL characters, integers beyond PostgreSQL's range and broken percent-encoding are a 400
// with a German message wherever they arrive, store nothing, and never make a 500. Development mode
// included: an error body never carries request data or SQL.
const ctx = useHostileApp({ NODE_ENV: "development" });

const NUL = "%00";
const BROKEN = "%E0%A4%A";
const HUGE = "3000000000";

type Case = { name: string; method: "get" | "post" | "patch"; path: string; body?: object; message: string };

const contact = { name: "Eva Weber", email: "eva@example.de", message: "Bitte um einen Besichtigungstermin." };

async function storedRows() {
  const count = async (table: string) =>
    (await ctx.database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
  return {
    contacts: await count("contacts"),
    applications: await count("applications"),
    properties: await count("properties"),
    posts: await count("blog_posts"),
    users: await count("users"),
  };
}

describe("hostile input: unstorable text, huge integers, broken encoding", () => {
  let propertyId: number;
  let slug: string;
  beforeAll(async () => {
    propertyId = (await createProperty(ctx.services)).id;
    slug = (await createPost(ctx.services)).slug;
  });

  const publicCases = (): Case[] => [
    { name: "NUL in a list filter", method: "get", path: `/api/properties?city=a${NUL}b`, message: nulByteMessage },
    { name: "NUL in an enum filter", method: "get", path: `/api/properties?type=${NUL}`, message: nulByteMessage },
    { name: "NUL in an ignored parameter", method: "get", path: `/api/blog?x=${NUL}`, message: nulByteMessage },
    {
      name: "price beyond integer range",
      method: "get",
      path: `/api/properties?minPrice=${HUGE}`,
      message: "Preis ist zu hoch",
    },
    {
      name: "max price beyond range",
      method: "get",
      path: `/api/properties?maxPrice=${HUGE}`,
      message: "Preis ist zu hoch",
    },
    {
      name: "broken query encoding",
      method: "get",
      path: `/api/properties?city=${BROKEN}`,
      message: malformedAddressMessage,
    },
    { name: "id beyond range", method: "get", path: `/api/properties/${HUGE}`, message: "Ungültige ID" },
    { name: "broken id encoding", method: "get", path: `/api/properties/${BROKEN}`, message: malformedAddressMessage },
    { name: "NUL in an id", method: "get", path: `/api/properties/1${NUL}`, message: nulByteMessage },
    { name: "NUL in a slug", method: "get", path: `/api/blog/slug/${slug}${NUL}`, message: nulByteMessage },
    { name: "broken slug", method: "get", path: `/api/blog/slug/${BROKEN}`, message: malformedAddressMessage },
    { name: "NUL in a media path", method: "get", path: `/media/1${NUL}`, message: nulByteMessage },
    { name: "broken media path", method: "get", path: `/media/${BROKEN}`, message: malformedAddressMessage },
    { name: "broken property page", method: "get", path: `/properties/${BROKEN}`, message: malformedAddressMessage },
    { name: "broken blog page", method: "get", path: `/blog/${BROKEN}`, message: malformedAddressMessage },
    { name: "NUL in a blog page", method: "get", path: `/blog/a${NUL}`, message: nulByteMessage },
    {
      name: "broken query parameter name",
      method: "get",
      path: `/api/auth/status?${BROKEN}=1`,
      message: malformedAddressMessage,
    },
    {
      name: "NUL in a contact message",
      method: "post",
      path: "/api/contact",
      body: { ...contact, message: "Hallo\u0000 Welt, bitte melden." },
      message: nulByteMessage,
    },
    {
      name: "NUL in a JSON key",
      method: "post",
      path: "/api/contact",
      body: { ...contact, ["na\u0000me"]: "x" },
      message: nulByteMessage,
    },
    {
      name: "contact property id beyond range",
      method: "post",
      path: "/api/contact",
      body: { ...contact, propertyId: Number(HUGE) },
      message: "Ungültige Immobilie",
    },
    {
      name: "NUL in an application",
      method: "post",
      path: "/api/applications",
      body: validApplication(propertyId, { name: "Anna\u0000 Schmidt", signature: "Anna\u0000 Schmidt" }),
      message: nulByteMessage,
    },
    {
      name: "application property id beyond range",
      method: "post",
      path: "/api/applications",
      body: { ...validApplication(propertyId), propertyId: HUGE },
      message: "Immobilie fehlt",
    },
    {
      name: "NUL in a username",
      method: "post",
      path: "/api/auth/login",
      body: { username: "ad\u0000min", password: "irgendwas" },
      message: nulByteMessage,
    },
  ];

  it("answers every public endpoint's bad input with 400 and a German message, and stores nothing", async () => {
    const before = await storedRows();
    const answers = await withoutBlockingOthers(ctx, async () => {
      const results = [];
      for (const c of publicCases()) {
        const res = await request(ctx.app)[c.method](c.path).send(c.body);
        results.push({ name: c.name, status: res.status, message: res.body?.message });
      }
      return results;
    });
    expect(answers).toEqual(publicCases().map((c) => ({ name: c.name, status: 400, message: c.message })));
    expect(await storedRows()).toEqual(before);
  });

  it("names the field that held the NUL character", async () => {
    const res = await request(ctx.app)
      .post("/api/applications")
      .send(
        validApplication(propertyId, { employmentInfo: { employer: "A\u0000G", duration: "1", employmentType: "x" } }),
      )
      .expect(400);
    expect(res.body.errors).toEqual([{ path: "employmentInfo.employer", message: nulByteMessage }]);
    const query = await request(ctx.app).get(`/api/properties?city=x${NUL}`).expect(400);
    expect(query.body.errors).toEqual([{ path: "city", message: nulByteMessage }]);
  });

  it("refuses NUL characters in the admin's writes too, storing nothing", async () => {
    const admin = await ctx.admin();
    const before = await storedRows();
    await withoutBlockingOthers(ctx, async () => {
      await admin
        .post("/api/properties")
        .send(validProperty({ title: "Titel\u0000 mit Nullzeichen" }))
        .expect(400);
      await admin.patch(`/api/properties/${propertyId}`).send({ city: "Ber\u0000lin" }).expect(400);
      await admin
        .post("/api/blog")
        .send(validPost({ content: "Inhalt\u0000 ".repeat(10) }))
        .expect(400);
      await admin
        .post("/api/properties/import")
        .send([validProperty({ description: "\u0000".repeat(30) })])
        .expect(400);
    });
    expect(await storedRows()).toEqual(before);
    expect((await request(ctx.app).get(`/api/properties/${propertyId}`).expect(200)).body.city).toBe("Berlin");
  });

  it("never puts SQL or what a person typed into an error body, even in development", async () => {
    // A real failing query whose parameter is personal data.
    const send = vi
      .spyOn(ctx.services.contacts, "send")
      .mockImplementation(() => ctx.database.db.execute(sql`select ${"Eva Weber, Einkommen 3800"}::integer`) as never);
    const res = await request(ctx.app).post("/api/contact").send(contact).expect(500);
    send.mockRestore();
    expect(res.body).toEqual({ message: genericErrorMessage });
    expect(res.text).not.toMatch(/Eva|select|integer/i);
  });
});
