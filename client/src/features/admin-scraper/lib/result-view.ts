// What the results table shows for a scraped listing.
import { transactionFromUrl } from "@shared/portal-url";
import type { ScraperResult } from "@shared/contracts/scraper";

/** Number of images found (bilderAnzahl, bilder_anzahl as older servers sent it, or the list's length). */
export const imageCount = (result: ScraperResult & { bilder_anzahl?: number }): number =>
  result.bilderAnzahl ?? result.bilder_anzahl ?? result.bilder.length;

/** The first image if it is a web address the browser may load; otherwise none. */
export const thumbnailUrl = (result: ScraperResult): string | undefined => {
  const first = result.bilder[0];
  return first && /^https?:\/\//i.test(first) ? first : undefined;
};

/** A description that is still in the original language (no translation service was available). */
export const isUntranslated = (result: ScraperResult): boolean =>
  result.status === "ok" && Boolean(result.beschreibungDeutsch) && !result.translated;

/** Rental listings have /huur/ in their path (the portal's word for rent). */
export const isRental = (result: ScraperResult): boolean => transactionFromUrl(result.sourceUrl) === "rent";

/** The part of the source URL worth reading: its path ("/koop/amsterdam/…"). */
export const sourcePath = (result: ScraperResult): string => {
  try {
    return decodeURI(new URL(result.sourceUrl).pathname);
  } catch {
    return result.sourceUrl;
  }
};

export const canImport = (result: ScraperResult): boolean => result.status === "ok" && !result.importedPropertyId;
