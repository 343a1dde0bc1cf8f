import { and, asc, eq, ne, sql } from "drizzle-orm";
import { properties, type Property } from "@shared/schema/index";
import type { Db } from "../db/client";

export type SimilarTo = Pick<Property, "id" | "type" | "transactionType" | "price">;

/** Listings visitors see that compare with one: same offer and type, by price distance. */
export function createSimilarRepo(db: Db) {
  return {
    /** Up to `limit` public listings of the same offer and type, the nearest price first (ties: lower id). */
    nearestPrice(listing: SimilarTo, limit: number): Promise<Property[]> {
      return db
        .select()
        .from(properties)
        .where(
          and(
            ne(properties.status, "hidden"),
            eq(properties.transactionType, listing.transactionType),
            eq(properties.type, listing.type),
            ne(properties.id, listing.id),
          ),
        )
        .orderBy(sql`abs(${properties.price} - ${listing.price})`, asc(properties.id))
        .limit(limit);
    },
  };
}

export type SimilarRepo = ReturnType<typeof createSimilarRepo>;
