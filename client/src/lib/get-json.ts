import { apiJson } from "./api-client";
import { takePreloaded } from "./preloaded-data";

/**
 * GET an API answer, or take the one the server embedded in the page for this URL (once, for the
 * first render). Every query's fetcher reads through here.
 */
export async function getJson<T>(url: string): Promise<T> {
  const preloaded = takePreloaded(url);
  if (preloaded !== undefined) return preloaded as T;
  return apiJson<T>("GET", url);
}

/**
 * A query's fetcher and its initial data: the answer the server embedded for this URL, so the page
 * renders with it at once (the server's render and the browser's first one agree), else a GET.
 */
export const jsonQuery = <T>(url: string) => ({
  queryFn: () => getJson<T>(url),
  initialData: () => takePreloaded(url) as T | undefined,
});
