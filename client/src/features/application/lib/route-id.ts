/** The route's id as a positive integer; undefined for "12abc", "0", "-3", "1e3" (shown as not found). */
export function parseRouteId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return undefined;
  return Number(raw);
}
