import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { adminFilterSearch, emptyAdminFilter, parseAdminFilter, type AdminPropertyFilter } from "../lib/admin-filter";

/**
 * The list's search and filters live in the URL, so they survive opening a property and coming back
 * (and can be bookmarked). Changes replace the history entry instead of adding one per keystroke.
 */
export function useAdminPropertyFilter() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filter = useMemo(() => parseAdminFilter(search), [search]);

  const setFilter = useCallback(
    (changes: Partial<AdminPropertyFilter>) =>
      navigate(`${location}${adminFilterSearch({ ...filter, ...changes })}`, { replace: true }),
    [filter, location, navigate],
  );
  const resetFilter = useCallback(() => setFilter(emptyAdminFilter), [setFilter]);

  return { filter, setFilter, resetFilter };
}
