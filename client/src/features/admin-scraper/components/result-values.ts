import { formatArea, formatListingPrice } from "@shared/format";
import { imageCount, isRental } from "../lib/result-view";
import type { ScraperResult } from "@shared/contracts/scraper";

const dash = "–";

/** The numbers of a result as text ("1.850 €/Monat", "95 m²", "–" when unknown). */
export function resultValues(result: ScraperResult) {
  return {
    price: result.price == null ? dash : formatListingPrice(result.price, isRental(result) ? "rent" : "buy"),
    area: result.quadratmeter == null ? dash : formatArea(result.quadratmeter),
    bedrooms: result.schlafzimmer == null ? dash : String(result.schlafzimmer),
    images: result.status === "ok" ? String(imageCount(result)) : dash,
  };
}
