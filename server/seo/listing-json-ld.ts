import { propertyTypeLabels, transactionTypeLabels } from "@shared/enums";
import { adYearBuilt } from "@shared/listing/publishing";
import { formatFloor } from "@shared/listing/facts";
import { priceLabel } from "@shared/listing/cost-table";
import { featureLabels } from "@shared/listing/labels";
import { listingFieldLabels } from "@shared/listing/field-labels";
import { todayIso } from "@shared/dates";
import type { VisitorProperty as Property } from "../properties/listing-rules";

// A listing as schema.org describes it (RealEstateListing about an Accommodation, with an Offer):
// the facts the page shows, for search engines and link previews. Street only when the listing shows it.

const accommodationType = (type: Property["type"]) =>
  type === "house" ? "SingleFamilyResidence" : type === "commercial" ? "Place" : "Apartment";

/** Optional facts appear only when entered: an absent property says "unknown", a 0 would say "none". */
const when = <T>(value: T | null | undefined, key: string) =>
  value === null || value === undefined ? {} : { [key]: value };

/** A monthly amount: schema.org's unit price per month (UN/CEFACT "MON"). */
const perMonth = (name: string, price: number) => ({
  "@type": "UnitPriceSpecification",
  name,
  price,
  priceCurrency: "EUR",
  unitCode: "MON",
  unitText: "Monat",
  referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
});

function offer(property: Property, seller: Record<string, unknown>) {
  const rent = property.transactionType === "rent";
  const startsLater = property.availableFrom && property.availableFrom > todayIso();
  return {
    "@type": "Offer",
    price: property.price,
    priceCurrency: "EUR",
    ...(rent
      ? {
          priceSpecification: [
            perMonth(priceLabel("rent"), property.price),
            ...(property.totalRent != null ? [perMonth(listingFieldLabels.totalRent, property.totalRent)] : []),
          ],
        }
      : {}),
    businessFunction: rent ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
    category: transactionTypeLabels[property.transactionType],
    availability: property.status === "reserved" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    ...(startsLater ? { availabilityStarts: property.availableFrom } : {}),
    seller,
  };
}

export function listingJsonLd(
  property: Property,
  { url, image, seller }: { url: string; image: string; seller: Record<string, unknown> },
) {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: property.title,
    url,
    image,
    identifier: property.objectNumber,
    datePosted: property.createdAt.toISOString(),
    description: property.description,
    about: {
      "@type": accommodationType(property.type),
      name: `${propertyTypeLabels[property.type]} in ${property.city}`,
      address: {
        "@type": "PostalAddress",
        // Only when the listing shows its address: otherwise postal code and place are all visitors learn.
        ...(property.address ? { streetAddress: property.address } : {}),
        ...(property.postalCode ? { postalCode: property.postalCode } : {}),
        addressLocality: property.city,
        addressCountry: "DE",
      },
      floorSize: { "@type": "QuantitativeValue", value: property.size, unitCode: "MTK", unitText: "m²" },
      numberOfRooms: property.rooms,
      ...when(property.bedrooms, "numberOfBedrooms"),
      ...when(property.bathrooms, "numberOfBathroomsTotal"),
      ...when(property.yearBuilt ?? adYearBuilt(property), "yearBuilt"),
      ...when(property.floor === null ? null : formatFloor(property.floor), "floorLevel"),
      ...(property.features.length
        ? {
            amenityFeature: property.features.map((feature) => ({
              "@type": "LocationFeatureSpecification",
              name: featureLabels[feature],
              value: true,
            })),
          }
        : {}),
      ...(property.features.includes("pets_allowed") ? { petsAllowed: true } : {}),
    },
    offers: offer(property, seller),
  };
}
