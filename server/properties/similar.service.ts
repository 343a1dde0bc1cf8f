import type { PropertiesService } from "./properties.service";
import type { SimilarRepo } from "./similar.repo";
import { forVisitor, type VisitorProperty } from "./listing-rules";

/** How many similar listings a detail page shows. */
export const SIMILAR_LIMIT = 3;

/**
 * The listings shown under a listing as alternatives (also what a reserved listing's page promises
 * as 'ähnliche Angebote'). Always public ones, as visitors see them; the listing itself must be
 * visible to the viewer (staff may ask about a hidden one).
 */
export function createSimilarService(properties: PropertiesService, repo: SimilarRepo) {
  return {
    async of(id: number, viewerIsAdmin: boolean): Promise<VisitorProperty[]> {
      const listing = await properties.get(id, viewerIsAdmin);
      return (await repo.nearestPrice(listing, SIMILAR_LIMIT)).map(forVisitor);
    },
  };
}

export type SimilarService = ReturnType<typeof createSimilarService>;
