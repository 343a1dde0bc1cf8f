import { isPortalUrl, noPortalUrlsMessage } from "@shared/portal-url";
import { propertyInputSchema } from "@shared/validation/property";
import { badRequest, conflict, notFound } from "../http/errors";
import type { PropertiesRepo } from "../properties/properties.repo";
import { withComputedFields } from "../properties/listing-rules";
import { ScrapeError, type PageFetcher } from "./fetcher";
import { propertyFromListing } from "./listing-to-property";
import { parseListing } from "./parse-listing";
import type { ScraperRepo } from "./scraper.repo";
import type { Translator } from "./translator";
import type { Logger } from "../logger";

export const MAX_URLS_PER_RUN = 50;

export type ScraperOptions = { concurrency?: number; delayMs?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createScraperService(
  deps: {
    repo: ScraperRepo;
    properties: PropertiesRepo;
    fetchPage: PageFetcher;
    translate: Translator;
    logger: Logger;
  },
  { concurrency = 2, delayMs = 1500 }: ScraperOptions = {},
) {
  const { repo, fetchPage, translate, logger } = deps;
  let running: Promise<void> | undefined;

  async function scrapeOne(url: string): Promise<void> {
    try {
      const page = await fetchPage(url);
      const listing = parseListing(page.html);
      if (!listing.title || (!listing.price && !listing.quadratmeter))
        throw new ScrapeError("Die Seite enthält keine erkennbaren Objektdaten.");
      const description = listing.beschreibung
        ? await translate(listing.beschreibung)
        : { text: null, translated: false };
      await repo.insert({
        sourceUrl: url,
        status: "ok",
        title: listing.title,
        price: listing.price,
        address: listing.address,
        city: listing.city,
        objectType: listing.objectType,
        quadratmeter: listing.quadratmeter,
        schlafzimmer: listing.schlafzimmer,
        bilder: listing.bilder,
        bilderAnzahl: listing.bilder.length,
        beschreibungDeutsch: description.text,
        translated: description.translated,
      });
    } catch (error) {
      const reason = error instanceof ScrapeError ? error.message : "Unerwarteter Fehler beim Auslesen der Seite.";
      if (!(error instanceof ScrapeError)) logger.error({ err: error, url }, "Abruf einer Portalseite fehlgeschlagen");
      await repo.insert({ sourceUrl: url, status: "failed", error: reason });
    }
  }

  /** A few workers share the queue; each waits politely between its requests. */
  async function run(urls: string[]): Promise<void> {
    const queue = [...urls];
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        await scrapeOne(url);
        if (queue.length) await sleep(delayMs);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  }

  return {
    status: () => (running ? { ready: false, message: "Scraping läuft …" } : { ready: true, message: "Bereit" }),

    /** Starts a run in the background; only portal URLs are kept (checked again here). */
    start(urls: string[]): { accepted: number } {
      const portalUrls = [...new Set(urls.map((u) => u.trim()).filter(isPortalUrl))].slice(0, MAX_URLS_PER_RUN);
      if (!portalUrls.length) throw badRequest(noPortalUrlsMessage);
      if (running) throw conflict("Es läuft bereits ein Scraping-Vorgang. Bitte warten Sie, bis er beendet ist.");
      running = run(portalUrls).finally(() => {
        running = undefined;
      });
      return { accepted: portalUrls.length };
    },

    /** Resolves when the current run (if any) has finished: for tests and graceful shutdown. */
    idle: () => running ?? Promise.resolve(),

    results: async () => {
      const results = await repo.list();
      return { status: running ? ("running" as const) : ("idle" as const), results, count: results.length };
    },

    async importResult(id: number): Promise<{ id: number }> {
      const result = await repo.find(id);
      if (!result) throw notFound("Ergebnis nicht gefunden");
      if (result.status !== "ok") throw badRequest("Dieses Ergebnis enthält keine Objektdaten.");
      if (result.importedPropertyId) throw conflict(`Bereits als Immobilie ${result.importedPropertyId} importiert.`);
      const parsed = propertyInputSchema.safeParse(propertyFromListing(result));
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw badRequest(`Unvollständige Objektdaten: ${first.path.join(".")}: ${first.message}`);
      }
      const property = await deps.properties.insert(withComputedFields(parsed.data));
      await repo.markImported(id, property.id);
      return { id: property.id };
    },
  };
}

export type ScraperService = ReturnType<typeof createScraperService>;
