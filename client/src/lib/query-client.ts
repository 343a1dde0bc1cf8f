import { MutationCache, QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { ApiError, apiJson } from "./api-client";
import { toQueryString, type QueryParams } from "./query-string";
import { takePreloaded } from "./preloaded-data";

/**
 * Query keys are URLs in parts: ["/api/properties"], ["/api/properties", 5] → "/api/properties/5",
 * and a trailing object becomes the query string: ["/api/properties", { isHighlight: true }] →
 * "/api/properties?isHighlight=true". Invalidating ["/api/properties"] refreshes all of them.
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const last = queryKey[queryKey.length - 1];
  const hasParams = typeof last === "object" && last !== null;
  const path = (hasParams ? queryKey.slice(0, -1) : queryKey).map((part) => encodePart(part)).join("/");
  return hasParams ? path + toQueryString(last as QueryParams) : path;
}

// The first part is a path ("/api/blog/slug"); later parts are ids or slugs and get encoded.
const encodePart = (part: unknown) =>
  typeof part === "string" && part.startsWith("/") ? part : encodeURIComponent(String(part));

/**
 * GETs the query key as URL (or takes the answer the server embedded in the page). By default a 401 throws like any error; pass
 * `{ on401: "returnNull" }` for reads that treat "not signed in" as an answer (auth status).
 */
export function getQueryFn<T>(
  options: { on401: "throw" | "returnNull" } = { on401: "throw" },
): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = urlFromQueryKey(queryKey);
    const preloaded = takePreloaded(url);
    if (preloaded !== undefined) return preloaded as T;
    try {
      return await apiJson<T>("GET", url);
    } catch (error) {
      if (options.on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** No retries, data never stale, no refetch on focus or interval; polls opt in per query. */
export const queryClient: QueryClient = new QueryClient({
  // Reads marked `meta: refreshAfterWrites` (the dashboard's counts) go stale after every successful
  // write, so no feature has to know which counts its writes change.
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.meta?.refreshAfterWrites === true }),
  }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn(),
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
