import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { listFilterHref, parseListFilter, PROPERTIES_PATH, type ListFilterValues } from "../lib/list-filter";

/**
 * The list filter lives in the URL, so a filtered list can be shared and bookmarked: read from the query string, written back by `apply`
 * (only set values), cleared by `reset`. A new URL means a new query key, so the list refetches.
 */
export function useListFilter() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const values = useMemo(() => parseListFilter(search), [search]);
  const current = search ? `${PROPERTIES_PATH}?${search}` : PROPERTIES_PATH;

  // Navigating to the URL that is already shown would only add a duplicate history entry.
  const go = useCallback((href: string) => href !== current && navigate(href), [current, navigate]);
  const apply = useCallback((next: ListFilterValues) => go(listFilterHref(next)), [go]);
  const reset = useCallback(() => go(PROPERTIES_PATH), [go]);
  return { values, search, apply, reset };
}
