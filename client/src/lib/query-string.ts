export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** "?a=1&b=x" from the values that are set (null, undefined and blank strings are left out); "" when none. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") search.set(key, text);
  }
  const query = search.toString();
  return query ? `?${query}` : "";
}
