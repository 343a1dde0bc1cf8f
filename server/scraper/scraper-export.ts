import type { ScraperResult } from "@shared/schema/index";
import { notFound } from "../http/errors";
import { routeHandlers } from "../http/mount-routes";
import { propertyFromListing } from "./listing-to-property";
import type { ScraperRepo } from "./scraper.repo";
import { photoGroup, remoteAttachment } from "../openimmo/attachments";
import { openimmoXml, type FeedListing } from "../openimmo/to-xml";

export const scraperResultNotFound = "Ergebnis nicht gefunden oder ohne Daten.";

/** A scraped portal listing shaped as a feed entry; its photos stay at the portal (REMOTE). */
export function feedListingOfScraped(result: ScraperResult): FeedListing {
  const base = propertyFromListing(result);
  return {
    ...base,
    id: result.id,
    objectNumber: `FUNDA-${result.id}`,
    status: "active",
    bedrooms: result.schlafzimmer,
    bathrooms: null,
    usableArea: null,
    plotSize: null,
    postalCode: null,
    district: null,
    showAddress: true,
    latitude: null,
    longitude: null,
    serviceCharges: null,
    heatingCosts: null,
    heatingIncluded: false,
    totalRent: null,
    deposit: null,
    buyerCommission: null,
    commissionFree: false,
    floor: null,
    floors: null,
    yearBuilt: null,
    condition: null,
    availableFrom: null,
    heatingType: null,
    features: [],
    energyCertificate: null,
    floorPlans: [],
    updatedAt: result.scrapedAt,
  };
}

/** One scraped listing as an OpenImmo document (staff). */
export const scraperOpenimmoHandlers = (results: ScraperRepo, siteUrl?: string) =>
  routeHandlers({
    scrapedOpenimmo: async ({ params }, _reply, _req, res) => {
      const result = await results.find(params.id);
      if (!result || result.status !== "ok") throw notFound(scraperResultNotFound);
      const listing = feedListingOfScraped(result);
      const attachments = listing.images.map((address, index) =>
        remoteAttachment(address, photoGroup(index), `${listing.title} – Bild ${index + 1}`),
      );
      const xml = openimmoXml([{ listing, action: "NEW", attachments }], { scope: "TEIL", siteUrl });
      res
        .status(200)
        .set({
          "Content-Type": "application/xml; charset=utf-8",
          "Content-Disposition": `attachment; filename="openimmo-funda-${result.id}.xml"`,
        })
        .send(xml);
    },
  });
