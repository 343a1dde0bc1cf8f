import { MutationCache, QueryClient } from "@tanstack/react-query";

// There is no default fetcher: every query names its own (its feature's api/ folder, or
// lib/shared-queries.ts when several features read it), so "where is this fetched" has one answer.

/**
 * No retries, data never stale, no refetch on focus or interval; polls opt in per query. The
 * browser has one (`queryClient`); the server renders every page with a fresh one.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Reads marked `meta: refreshAfterWrites` (the dashboard's counts) go stale after every successful
    // write, so no feature has to know which counts its writes change.
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ predicate: (query) => query.meta?.refreshAfterWrites === true }),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The browser's one query client. */
export const queryClient: QueryClient = createQueryClient();
