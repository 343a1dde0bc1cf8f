import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { searchAlertDeliveries, searchAlerts } from "@shared/schema/index";
import { useTestApp } from "../test/test-app";
import { createProperty } from "../test/factories";
import { startSmtpCatcher, type CaughtMail } from "../test/smtp-catcher";

const SITE = "https://www.spreehaus.test";
const smtp = await startSmtpCatcher();
const ctx = useTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: '"Spreehaus Immobilien" <post@spreehaus.test>',
  SITE_URL: SITE,
  JOB_POLL_SECONDS: "0.5",
  MAIL_RETRY_DELAY_SECONDS: "1",
  // Each sign-up below comes from its own client address, so only the rate-limit test meets the limits.
  TRUST_PROXY: "true",
  RATE_LIMIT_SEARCH_ALERTS: "4",
  RATE_LIMIT_SEARCH_ALERTS_PER_ADDRESS: "3",
});

beforeAll(async () => {
  await ctx.services.jobs.start();
});
afterAll(async () => {
  await ctx.services.jobs.stop();
  await smtp.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodyOf = (mail: CaughtMail) => `${mail.text ?? ""}\n${typeof mail.html === "string" ? mail.html : ""}`;
const header = (mail: CaughtMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");
let client = 10;
const nextClient = () => `203.0.113.${client++}`;

const berlinRent = { transactionType: "rent", city: "Berlin", maxPrice: 1500, minRooms: 2 };

/** Signs up and answers the link from the confirmation mail. */
async function signUp(email: string, frequency: "instant" | "daily", filter: object) {
  const res = await request(ctx.app)
    .post("/api/search-alerts")
    .set("X-Forwarded-For", nextClient())
    .send({ email, frequency, filter })
    .expect(202);
  expect(res.body.message).toContain("bestätigen");
  const [mail] = await smtp.waitFor(
    (m) => m.envelopeTo.includes(email) && m.subject === "Bitte bestätigen Sie Ihren Suchauftrag",
  );
  const url = /https:\/\/www\.spreehaus\.test\/search-alerts\/confirm\?token=([\w%-]+)/.exec(mail.text ?? "");
  expect(url).not.toBeNull();
  return { mail, token: decodeURIComponent(url![1]) };
}
const confirm = (token: string) => request(ctx.app).post("/api/search-alerts/confirm").send({ token });
const alertMails = (email: string) =>
  smtp.to(email).filter((m) => m.subject !== "Bitte bestätigen Sie Ihren Suchauftrag");

/** An admin publishes: creates it hidden, then sets it active (the way the edit form does). */
async function publish(overrides: Record<string, unknown>) {
  const listing = await createProperty(ctx.services, { status: "hidden", ...overrides });
  const admin = await ctx.admin();
  await admin.patch(`/api/properties/${listing.id}`).send({ status: "active" }).expect(200);
  return listing;
}

describe("an instant search alert", () => {
  const email = "mia.sucht@example.de";
  let token: string;
  let confirmation: CaughtMail;

  beforeAll(async () => {
    ({ token, mail: confirmation } = await signUp(email, "instant", berlinRent));
  });

  it("sends a German confirmation mail with the search in words and the link", async () => {
    // The address is not confirmed yet: the place the visitor typed is not repeated to it.
    expect(confirmation.text).toContain("Mieten, am eingegebenen Ort, bis 1.500\u00a0€, ab 2 Zimmer");
    expect(confirmation.text).not.toContain("Berlin, bis");
    expect(confirmation.html).toContain(`${SITE}/search-alerts/confirm?token=`);
    const [row] = await ctx.database.db.select().from(searchAlerts).where(eq(searchAlerts.email, email));
    expect(row.confirmedAt).toBeNull();
    expect(row.filter).toEqual(berlinRent);
    expect(row.confirmTokenHash).not.toContain(token);
  });

  it("mails nothing before it is confirmed", async () => {
    await publish({ title: "Unbestätigt: Wohnung in Berlin", price: 1200, rooms: 3 });
    await sleep(1500);
    expect(alertMails(email)).toHaveLength(0);
  });

  it("confirms once; the link used again gets a German answer", async () => {
    expect((await confirm(token).expect(200)).body.message).toContain("Ihr Suchauftrag ist aktiv");
    const again = await confirm(token).expect(404);
    expect(again.body.message).toContain("ungültig oder wurde bereits bestätigt");
    expect((await confirm("gibt-es-nicht").expect(404)).body.message).toContain("ungültig");
  });

  let listingId: number;
  let alertMail: CaughtMail;
  it("mails a matching listing once, with its facts, its link and one-click unsubscribe headers", async () => {
    const listing = await publish({ title: "Zweizimmerwohnung am Mauerpark", price: 1200, rooms: 2, size: 61.5 });
    listingId = listing.id;
    [alertMail] = await smtp.waitFor((m) => m.envelopeTo.includes(email) && Boolean(m.subject?.includes("Mauerpark")));
    expect(alertMail.subject).toBe("Neues Angebot zu Ihrem Suchauftrag: Zweizimmerwohnung am Mauerpark");
    const body = bodyOf(alertMail);
    expect(body).toContain(`${SITE}/properties/${listing.id}`);
    expect(alertMail.text).toContain("Kaltmiete: 1.200\u00a0€/Monat");
    expect(alertMail.text).toContain("Warmmiete: 1.440\u00a0€/Monat");
    expect(alertMail.text).toContain("Wohnfläche: 61,5\u00a0m²");
    expect(alertMail.text).toContain("Zimmer: 2");
    expect(header(alertMail, "List-Unsubscribe")).toMatch(
      new RegExp(`^<${SITE}/api/search-alerts/unsubscribe\\?token=[\\w%-]+>$`),
    );
    expect(header(alertMail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(alertMail.text).toMatch(new RegExp(`${SITE}/search-alerts/unsubscribe\\?token=[\\w%-]+`));
    await sleep(1000);
    expect(alertMails(email)).toHaveLength(1);
  });

  it("mails nothing for a listing outside the search", async () => {
    const outside = [
      await publish({ title: "Zu teuer in Berlin", price: 2500, rooms: 3 }),
      await publish({ title: "Zu klein in Berlin", price: 900, rooms: 1 }),
      await publish({ title: "Zum Kauf in Berlin", transactionType: "buy", price: 1000, rooms: 3 }),
    ];
    // Matched here as well, so the check does not depend on when the queued jobs ran.
    for (const listing of outside) await ctx.services.searchAlerts.listingPublished(listing.id);
    await sleep(2000);
    expect(alertMails(email)).toHaveLength(1);
  });

  it("mails nothing when the same listing is published again", async () => {
    const admin = await ctx.admin();
    await admin.patch(`/api/properties/${listingId}`).send({ status: "hidden" }).expect(200);
    await admin.patch(`/api/properties/${listingId}`).send({ status: "active" }).expect(200);
    await admin.patch(`/api/properties/${listingId}`).send({ price: 1190 }).expect(200);
    await ctx.services.searchAlerts.listingPublished(listingId);
    await sleep(2000);
    expect(alertMails(email)).toHaveLength(1);
  });

  it("one-click unsubscribe (POST without session or body) stops the mails", async () => {
    const target = header(alertMail, "List-Unsubscribe")!.slice(1, -1).replace(SITE, "");
    const res = await request(ctx.app).post(target).type("form").send("List-Unsubscribe=One-Click").expect(200);
    expect(res.body.message).toContain("Sie sind abgemeldet");
    expect(await ctx.database.db.select().from(searchAlerts).where(eq(searchAlerts.email, email))).toHaveLength(0);
    const again = await request(ctx.app).post(target).expect(404);
    expect(again.body.message).toContain("ungültig oder wurde bereits verwendet");
    await publish({ title: "Nach der Abmeldung", price: 1100, rooms: 2 });
    await sleep(2000);
    expect(alertMails(email)).toHaveLength(1);
  });
});

describe("a daily search alert", () => {
  const email = "jonas.taeglich@example.de";
  const filter = { transactionType: "buy", type: "house", minSize: 120 };

  it("collects the day's matches and mails them once as a digest", async () => {
    const { token } = await signUp(email, "daily", filter);
    await confirm(token).expect(200);
    const [alert] = await ctx.database.db.select().from(searchAlerts).where(eq(searchAlerts.email, email));
    const a = await publish({
      title: "Stadtvilla in Zehlendorf",
      type: "house",
      transactionType: "buy",
      price: 1_250_000,
      size: 180,
    });
    const b = await publish({
      title: "Reihenhaus in Pankow",
      type: "house",
      transactionType: "buy",
      price: 640_000,
      size: 130,
    });
    await publish({ title: "Kleines Haus", type: "house", transactionType: "buy", price: 300_000, size: 90 });
    for (let i = 0; i < 100; i++) {
      const rows = await ctx.database.db
        .select()
        .from(searchAlertDeliveries)
        .where(eq(searchAlertDeliveries.alertId, alert.id));
      if (rows.length >= 2) break;
      await sleep(100);
    }
    await sleep(500);
    expect(alertMails(email)).toHaveLength(0);

    await ctx.services.searchAlerts.sendDigests();
    const [digest] = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && Boolean(m.subject?.includes("neue Angebote")),
    );
    expect(digest.subject).toBe("2 neue Angebote zu Ihrem Suchauftrag");
    expect(digest.text).toContain("Kaufpreis: 1.250.000\u00a0€");
    expect(bodyOf(digest)).toContain(`${SITE}/properties/${a.id}`);
    expect(bodyOf(digest)).toContain(`${SITE}/properties/${b.id}`);
    expect(bodyOf(digest)).not.toContain("Kleines Haus");
    expect(header(digest, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    await ctx.services.searchAlerts.sendDigests();
    await sleep(1000);
    expect(alertMails(email)).toHaveLength(1);
  });
});

describe("sign-up rules", () => {
  it("refuses bad input in German and stores nothing", async () => {
    const before = (await ctx.database.db.select().from(searchAlerts)).length;
    const bad = [
      { email: "keine-adresse", frequency: "instant", filter: {} },
      { email: "a@example.de", frequency: "weekly", filter: {} },
      { email: "a@example.de", frequency: "daily", filter: { maxPrice: "viel" } },
      { email: "a@example.de", frequency: "daily", filter: { page: 2 } },
    ];
    for (const body of bad) {
      const res = await request(ctx.app)
        .post("/api/search-alerts")
        .set("X-Forwarded-For", nextClient())
        .send(body)
        .expect(400);
      expect(res.body.message).toMatch(/[äöüÄÖÜß]|Bitte|Gültige|Unbekannt|Preis/);
    }
    expect(await ctx.database.db.select().from(searchAlerts)).toHaveLength(before);
  });

  it("answers the same for an address that already has alerts", async () => {
    const email = "schon.da@example.de";
    const { token } = await signUp(email, "instant", {});
    await confirm(token).expect(200);
    const res = await request(ctx.app)
      .post("/api/search-alerts")
      .set("X-Forwarded-For", nextClient())
      .send({ email, frequency: "instant", filter: {} })
      .expect(202);
    const fresh = await request(ctx.app)
      .post("/api/search-alerts")
      .set("X-Forwarded-For", nextClient())
      .send({ email: "ganz.neu@example.de", frequency: "instant", filter: {} })
      .expect(202);
    expect(res.body).toEqual(fresh.body);
  });

  it("limits sign-ups per address and per client with a German 429", async () => {
    for (let i = 0; i < 3; i++) {
      await request(ctx.app)
        .post("/api/search-alerts")
        .set("X-Forwarded-For", nextClient())
        .send({ email: "viel@example.de", frequency: "daily", filter: {} })
        .expect(202);
    }
    const perAddress = await request(ctx.app)
      .post("/api/search-alerts")
      .set("X-Forwarded-For", nextClient())
      .send({ email: "VIEL@example.de", frequency: "daily", filter: {} })
      .expect(429);
    expect(perAddress.body.message).toMatch(
      /^Zu viele Suchaufträge in kurzer Zeit\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/,
    );

    const ip = nextClient();
    for (let i = 0; i < 4; i++) {
      await request(ctx.app)
        .post("/api/search-alerts")
        .set("X-Forwarded-For", ip)
        .send({ email: `kunde${i}@example.de`, frequency: "daily", filter: {} })
        .expect(202);
    }
    const perClient = await request(ctx.app)
      .post("/api/search-alerts")
      .set("X-Forwarded-For", ip)
      .send({ email: "noch.einer@example.de", frequency: "daily", filter: {} })
      .expect(429);
    expect(perClient.body.message).toContain("Zu viele Suchaufträge");
  });

  it("erases alerts left unconfirmed for more than 7 days, and only those", async () => {
    const { db } = ctx.database;
    await signUp("alt@example.de", "daily", {});
    await signUp("frisch@example.de", "daily", {});
    await db
      .update(searchAlerts)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(searchAlerts.email, "alt@example.de"));
    await db
      .update(searchAlerts)
      .set({ createdAt: sql`now() - interval '6 days'` })
      .where(eq(searchAlerts.email, "frisch@example.de"));
    await db
      .update(searchAlerts)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(searchAlerts.email, "schon.da@example.de"));
    await ctx.services.searchAlerts.eraseUnconfirmed();
    const emails = (await db.select().from(searchAlerts)).map((row) => row.email);
    expect(emails).not.toContain("alt@example.de");
    expect(emails).toContain("frisch@example.de");
    // The confirmed one stays however old it is.
    expect(emails.filter((e) => e === "schon.da@example.de").length).toBeGreaterThanOrEqual(1);
  });
});

describe("demand on the dashboard", () => {
  it("shows staff the active alerts per search in words, never an address", async () => {
    await request(ctx.app).get("/api/search-alerts/demand").expect(401);
    const admin = await ctx.admin();
    const rows = (await admin.get("/api/search-alerts/demand").expect(200)).body as Array<{
      summary: string;
      count: number;
    }>;
    expect(rows).toContainEqual({
      summary: "Kaufen, Haus, ab 120\u00a0m²",
      count: 1,
      listUrl: "/properties?type=house&transactionType=buy&minSize=120",
    });
    expect(JSON.stringify(rows)).not.toContain("@");
  });
});
