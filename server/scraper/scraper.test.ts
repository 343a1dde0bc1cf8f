import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import {
  scrapeStartedAnswer,
  scraperImportAnswer,
  scraperResultsAnswer,
  scraperStatusAnswer,
} from "@shared/contracts/scraper";
import { useTestApp } from "../test/test-app";
import { createApp } from "../app";
import { createLogger } from "../logger";
import { createHttpFetcher, type PageFetcher } from "./fetcher";
import { fixturePaths, startFixturePortal } from "../test/scraper-fixture-server";

const portal = "https://www.funda.nl";
let fixtures: Awaited<ReturnType<typeof startFixturePortal>>;
const fetchPage: PageFetcher = (url) =>
  createHttpFetcher({ resolve: fixtures.resolve, timeoutMs: 400, maxBytes: 1024 * 1024 })(url);

beforeAll(async () => {
  fixtures = await startFixturePortal();
});
afterAll(async () => {
  await fixtures.close();
});

const ctx = useTestApp({}, { fetchPage, options: { delayMs: 0 } });

type Result = { sourceUrl: string; status: string; error: string | null; [key: string]: unknown };
const scrapeAll = async (paths: string[]) => {
  const admin = await ctx.admin();
  const res = await admin
    .post("/api/scraper/scrape")
    .send({ urls: paths.map((p) => `${portal}${p}`) })
    .expect(202);
  await ctx.services.scraper.idle();
  const results: Result[] = (await admin.get("/api/scraper/results").expect(200)).body.results;
  return { accepted: res.body.accepted, byPath: (p: string) => results.find((r) => r.sourceUrl === `${portal}${p}`)! };
};

describe("scraper", () => {
  it("is admin-only on every endpoint", async () => {
    const anon = request(ctx.app);
    await anon.get("/api/scraper/status").expect(401);
    await anon.get("/api/scraper/results").expect(401);
    await anon
      .post("/api/scraper/scrape")
      .send({ urls: [`${portal}/koop/x/`] })
      .expect(401);
    await anon.post("/api/scraper/import/1").expect(401);
  });

  it("refuses a run without any portal URL, checking the host itself", async () => {
    const admin = await ctx.admin();
    const urls = [
      "https://evil.example/koop/x/",
      "http://www.funda.nl/koop/x/",
      "https://www.funda.nl.evil.example/koop/",
      "https://www.funda.nl@evil.example/",
    ];
    const res = await admin.post("/api/scraper/scrape").send({ urls }).expect(400);
    expect(res.body).toEqual({ message: "Bitte geben Sie mindestens eine gültige Funda-URL ein." });
    expect((await admin.get("/api/scraper/status")).body).toEqual({ ready: true, message: "Bereit" });
  });

  it("parses structured data: every field of a purchase listing", async () => {
    const { byPath } = await scrapeAll([fixturePaths.apartment]);
    expect(byPath(fixturePaths.apartment)).toMatchObject({
      status: "ok",
      title: "Prinsengracht 263-H",
      price: 725000,
      address: "Prinsengracht 263-H",
      city: "Amsterdam",
      objectType: "Apartment",
      quadratmeter: 92,
      schlafzimmer: 2,
      bilder: [
        "https://cloud.funda.nl/valentina_media/201/334/101_720x480.jpg",
        "https://cloud.funda.nl/valentina_media/201/334/102_720x480.jpg",
        "https://cloud.funda.nl/valentina_media/201/334/103_720x480.jpg",
      ],
      bilderAnzahl: 3,
      beschreibungDeutsch: expect.stringMatching(/^Prachtig grachtenappartement/),
      translated: false,
      scrapedAt: expect.any(String),
    });
  });

  it("falls back to the HTML when a page has no structured data", async () => {
    const { byPath } = await scrapeAll([fixturePaths.house]);
    expect(byPath(fixturePaths.house)).toMatchObject({
      status: "ok",
      title: "Woonhuis Oudegracht 120",
      address: "Oudegracht 120",
      city: "Utrecht",
      objectType: "Huis",
      price: 2150,
      quadratmeter: 135,
      schlafzimmer: 4,
      bilderAnzahl: 3,
      beschreibungDeutsch:
        "Ruime eengezinswoning aan de Oudegracht met een diepe stadstuin.\nDe woning ligt op loopafstand van het centraal station & de binnenstad.",
    });
  });

  it("records failures with a German reason and goes on with the run", async () => {
    const paths = [
      fixturePaths.gone,
      fixturePaths.blocked,
      fixturePaths.slow,
      fixturePaths.huge,
      fixturePaths.redirectAway,
      fixturePaths.empty,
      fixturePaths.redirectHome,
    ];
    const { accepted, byPath } = await scrapeAll(paths);
    expect(accepted).toBe(7);
    const reason = (p: string) => [byPath(p).status, byPath(p).error];
    expect(reason(fixturePaths.gone)).toEqual(["failed", "Seite nicht gefunden (nicht mehr online?)."]);
    expect(reason(fixturePaths.blocked)).toEqual(["failed", "Vom Portal blockiert."]);
    expect(reason(fixturePaths.slow)).toEqual(["failed", "Zeitüberschreitung beim Laden der Seite."]);
    expect(reason(fixturePaths.huge)).toEqual(["failed", "Die Seite ist zu groß."]);
    expect(reason(fixturePaths.redirectAway)).toEqual(["failed", "Weiterleitung auf eine fremde Seite abgelehnt."]);
    expect(reason(fixturePaths.empty)).toEqual(["failed", "Die Seite enthält keine erkennbaren Objektdaten."]);
    expect(byPath(fixturePaths.redirectHome)).toMatchObject({ status: "ok", title: "Prinsengracht 263-H" });
  });

  it("reports not ready while a run is in progress", async () => {
    const admin = await ctx.admin();
    await admin
      .post("/api/scraper/scrape")
      .send({ urls: [`${portal}${fixturePaths.slow}`] })
      .expect(202);
    expect((await admin.get("/api/scraper/status")).body.ready).toBe(false);
    await admin
      .post("/api/scraper/scrape")
      .send({ urls: [`${portal}${fixturePaths.apartment}`] })
      .expect(409);
    await ctx.services.scraper.idle();
    expect((await admin.get("/api/scraper/status")).body.ready).toBe(true);
  });

  it("keeps results across a restart (they live in PostgreSQL)", async () => {
    const before = (await (await ctx.admin()).get("/api/scraper/results")).body.count;
    expect(before).toBeGreaterThan(0);
    const restarted = createApp({ config: ctx.config, database: ctx.database, logger: createLogger("silent") }).app;
    const agent = request.agent(restarted);
    await agent.post("/api/auth/login").send({ username: "admin", password: "richtig-geheim-123" }).expect(200);
    expect((await agent.get("/api/scraper/results")).body.count).toBe(before);
  });

  it("imports a result as a hidden property with the listing's data, once", async () => {
    const { byPath } = await scrapeAll([fixturePaths.house]);
    const result = byPath(fixturePaths.house) as Result & { id: number };
    const admin = await ctx.admin();
    const res = await admin.post(`/api/scraper/import/${result.id}`).expect(201);
    const property = (await admin.get(`/api/properties/${res.body.id}`).expect(200)).body;
    expect(property).toMatchObject({
      title: "Woonhuis Oudegracht 120",
      type: "house",
      address: "Oudegracht 120",
      city: "Utrecht",
      transactionType: "rent",
      price: 2150,
      size: 135,
      rooms: 5,
      status: "hidden",
      images: expect.arrayContaining(["https://cloud.funda.nl/valentina_media/188/220/002_720x480.jpg"]),
      description: expect.stringMatching(/^\[Nicht übersetzt\] Ruime eengezinswoning/),
    });
    await request(ctx.app).get(`/api/properties/${res.body.id}`).expect(404);
    expect((await admin.post(`/api/scraper/import/${result.id}`).expect(409)).body.message).toBe(
      `Bereits als Immobilie ${res.body.id} importiert.`,
    );
    const failed = (await scrapeAll([fixturePaths.gone])).byPath(fixturePaths.gone) as Result & { id: number };
    expect((await admin.post(`/api/scraper/import/${failed.id}`).expect(400)).body.message).toBe(
      "Dieses Ergebnis enthält keine Objektdaten.",
    );
  });
});

describe("scraper answers match the shared contracts the client is typed by", () => {
  it("for status, start, results and import", async () => {
    const admin = await ctx.admin();
    expect(scraperStatusAnswer.parse((await admin.get("/api/scraper/status").expect(200)).body).ready).toBe(true);
    const started = await admin
      .post("/api/scraper/scrape")
      .send({ urls: [`${portal}${fixturePaths.house}`] })
      .expect(202);
    expect(scrapeStartedAnswer.parse(started.body).accepted).toBe(1);
    await ctx.services.scraper.idle();
    const { results } = scraperResultsAnswer.parse((await admin.get("/api/scraper/results").expect(200)).body);
    const ok = results.find((r) => r.status === "ok" && r.importedPropertyId === null)!;
    scraperImportAnswer.parse((await admin.post(`/api/scraper/import/${ok.id}`).expect(201)).body);
  });
});

describe("scraper with a translation service", () => {
  const translated = useTestApp(
    {},
    {
      fetchPage,
      translate: async (text) => ({ text: `Übersetzt: ${text.slice(0, 20)}`, translated: true }),
      options: { delayMs: 0 },
    },
  );
  it("stores the German translation and imports it unmarked", async () => {
    const admin = await translated.admin();
    await admin
      .post("/api/scraper/scrape")
      .send({ urls: [`${portal}${fixturePaths.apartment}`] })
      .expect(202);
    await translated.services.scraper.idle();
    const [result] = (await admin.get("/api/scraper/results")).body.results;
    expect(result).toMatchObject({ translated: true, beschreibungDeutsch: "Übersetzt: Prachtig grachtenapp" });
    const { id } = (await admin.post(`/api/scraper/import/${result.id}`).expect(201)).body;
    expect((await admin.get(`/api/properties/${id}`)).body).toMatchObject({
      type: "apartment",
      transactionType: "buy",
      description: "Übersetzt: Prachtig grachtenapp",
      rooms: 3,
    });
  });
});
