import { PORTAL_PREFIX, isPortalUrl } from "@shared/portal-url";

export type FetchedPage = { url: string; html: string };
/** Fetches one portal page; throws a ScrapeError with a German reason when it cannot. */
export type PageFetcher = (url: string) => Promise<FetchedPage>;

export class ScrapeError extends Error {}

export type FetcherOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Where a portal URL is really requested (tests point it at a local fixture server). */
  resolve?: (portalUrl: string) => string;
};

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ScrapeError("Die Seite ist zu groß.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function reasonForStatus(status: number): string {
  if (status === 404 || status === 410) return "Seite nicht gefunden (nicht mehr online?).";
  if (status === 403 || status === 429) return "Vom Portal blockiert.";
  return `Das Portal antwortete mit Status ${status}.`;
}

/** https-only fetcher for the portal: manual redirects (same host only), timeout, size cap. */
export function createHttpFetcher(options: FetcherOptions = {}): PageFetcher {
  const { timeoutMs = 15_000, maxBytes = 3 * 1024 * 1024, maxRedirects = 3, resolve = (url) => url } = options;
  return async (startUrl) => {
    let url = startUrl;
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (!isPortalUrl(url)) throw new ScrapeError("Weiterleitung auf eine fremde Seite abgelehnt.");
      let response: Response;
      try {
        response = await fetch(resolve(url), {
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            "User-Agent": "SpreehausImmobilien-Scraper/1.0",
            Accept: "text/html",
            "Accept-Language": "nl,de;q=0.8",
          },
        });
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError" || (error as Error).name === "AbortError";
        throw new ScrapeError(
          timedOut ? "Zeitüberschreitung beim Laden der Seite." : "Die Seite konnte nicht geladen werden.",
        );
      }
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get("location");
        await response.body?.cancel();
        if (!location) throw new ScrapeError(reasonForStatus(response.status));
        url = new URL(location, url).toString();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ScrapeError(reasonForStatus(response.status));
      }
      try {
        return { url, html: await readCapped(response, maxBytes) };
      } catch (error) {
        if (error instanceof ScrapeError) throw error;
        throw new ScrapeError("Zeitüberschreitung beim Laden der Seite.");
      }
    }
    throw new ScrapeError(`Zu viele Weiterleitungen (nur ${PORTAL_PREFIX} erlaubt).`);
  };
}
