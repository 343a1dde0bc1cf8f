import type { ScraperResult } from "@shared/schema/index";
import type { PropertyType } from "@shared/enums";
import { MAX_IMAGES_PER_PROPERTY } from "@shared/validation/property";
import { transactionFromUrl } from "@shared/portal-url";

/** schema.org / portal kinds of object → our property types. */
function propertyType(objectType: string | null): PropertyType {
  const kind = (objectType ?? "").toLowerCase();
  if (/house|residence|huis|villa|bungalow/.test(kind)) return "house";
  if (/office|store|commercial|bedrijf|winkel|kantoor/.test(kind)) return "commercial";
  if (/nieuwbouw|newconstruction/.test(kind)) return "new";
  return "apartment";
}

/** The property a scraped listing becomes: hidden until an admin has checked and published it. */
export function propertyFromListing(result: ScraperResult) {
  const description = result.beschreibungDeutsch ?? "";
  return {
    title: result.title ?? "",
    type: propertyType(result.objectType),
    transactionType: transactionFromUrl(result.sourceUrl),
    price: result.price ?? 0,
    size: result.quadratmeter ?? 0,
    // The portal counts bedrooms; German listings count rooms including the living room.
    rooms: (result.schlafzimmer ?? 0) + 1,
    address: result.address ?? "",
    city: result.city ?? "",
    description: result.translated ? description : `[Nicht übersetzt] ${description}`,
    images: result.bilder.slice(0, MAX_IMAGES_PER_PROPERTY),
    status: "hidden" as const,
    isHighlight: false,
  };
}
