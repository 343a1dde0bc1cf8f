import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import type { ListSort } from "@shared/search/list-query";
import {
  defaultListState,
  listHref,
  pageHref,
  PROPERTIES_PATH,
  withFilter,
  withSort,
  type ListFilterValues,
} from "../lib/list-filter";
import { parseListState } from "../lib/parse-list-state";

/**
 * The list's filters, order and page live in the URL: a search can be shared and bookmarked, and
 * back, forward and reload return to the same page of the same search. Every change is a new
 * history entry; a new URL means a new query key, so the list refetches.
 */
export function useListState() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => parseListState(search), [search]);
  const current = search ? `${PROPERTIES_PATH}?${search}` : PROPERTIES_PATH;

  // Navigating to the URL that is already shown would only add a duplicate history entry.
  const go = useCallback((href: string) => href !== current && navigate(href), [current, navigate]);
  const applyFilter = useCallback((filter: ListFilterValues) => go(listHref(withFilter(state, filter))), [go, state]);
  const setSort = useCallback((sort: ListSort) => go(listHref(withSort(state, sort))), [go, state]);
  const reset = useCallback(() => go(listHref(defaultListState)), [go]);
  const hrefOfPage = useCallback((page: number) => pageHref(state, page), [state]);
  return { state, search, applyFilter, setSort, reset, hrefOfPage };
}
