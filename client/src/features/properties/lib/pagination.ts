/** A numbered page, or a gap ("…") between two of them. */
export type PageItem = { kind: "page"; page: number; neighbour: boolean } | { kind: "gap"; after: number };

/** Number of pages for `total` matches (at least 1, so an empty result still has its page 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The page links to show: the first, the last, the current one and its neighbours; a gap stands
 * for two or more left-out pages (a single one is shown instead). `neighbour` marks the current
 * page's direct neighbours, which narrow screens may leave out.
 */
export function pageItems(current: number, last: number): PageItem[] {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  for (const page of [...shown]) {
    if (shown.has(page + 2) && !shown.has(page + 1)) shown.add(page + 1);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, page] of pages.entries()) {
    if (index > 0 && page - pages[index - 1] > 1) items.push({ kind: "gap", after: pages[index - 1] });
    const neighbour = Math.abs(page - current) === 1 && page !== 1 && page !== last;
    items.push({ kind: "page", page, neighbour });
  }
  return items;
}
