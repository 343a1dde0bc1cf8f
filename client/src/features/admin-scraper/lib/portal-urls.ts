// Which pasted lines the scraper may visit: only listing pages of the one Dutch portal (the rule
// the server applies as well).
import { isPortalUrl } from "@shared/portal-url";

export type ScrapeInput = {
  /** Portal URLs in the order given, each once. */
  urls: string[];
  /** Non-empty lines that are not portal URLs. */
  ignored: number;
  /** Portal URLs given more than once (sent once). */
  duplicates: number;
};

/** One URL per line; blank lines do not count, other lines must be https URLs on www.funda.nl. */
export function splitScrapeInput(text: string): ScrapeInput {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const portal = lines.filter(isPortalUrl);
  const urls = [...new Set(portal)];
  return { urls, ignored: lines.length - portal.length, duplicates: portal.length - urls.length };
}
