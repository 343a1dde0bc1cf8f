import { useQueries } from "@tanstack/react-query";
import type { Property } from "@shared/contracts/properties";
import { isApiError } from "@/lib/api-client";
import { propertyQuery } from "@/lib/shared-queries";

/** One entry of the Merkliste as loaded: the listing, still loading, gone (404 or no longer public), or not loadable now. */
export type FavoriteEntry =
  | { id: number; state: "loading" }
  | { id: number; state: "available"; property: Property }
  | { id: number; state: "gone" }
  | { id: number; state: "error"; retry: () => void };

/**
 * Each saved listing by its own GET /api/properties/{id}, in parallel (the list endpoint is not
 * asked: a listing gone since must show as such, not silently vanish). Order of the Merkliste kept.
 */
export function useFavoriteProperties(ids: readonly number[]): FavoriteEntry[] {
  return useQueries({
    queries: ids.map((id) => propertyQuery(id)),
    combine: (results) =>
      results.map((result, i): FavoriteEntry => {
        const id = ids[i];
        if (result.data)
          return result.data.status === "hidden"
            ? { id, state: "gone" }
            : { id, state: "available", property: result.data };
        if (result.isError)
          return isApiError(result.error) && result.error.status === 404
            ? { id, state: "gone" }
            : { id, state: "error", retry: () => void result.refetch() };
        return { id, state: "loading" };
      }),
  });
}
