import type { ReactNode } from "react";
import type { ListQuery } from "@shared/search/list-query";
import { useListState } from "../hooks/use-list-state";
import { toListQuery } from "../lib/list-filter";
import { FilterPanel } from "./filter-panel";
import { PropertyResults } from "./property-results";

/**
 * Filter panel + results of the list page; both follow the search in the URL. From lg up the
 * panel is a column beside the results, so the first cards show in the first screen (on phones it
 * is a collapsed toggle above them).
 */
export function PropertyListing({
  listActions,
}: {
  /** Shown under the filters with the current search (the page puts 'Suchauftrag speichern' here). */
  listActions?: (query: Partial<ListQuery>) => ReactNode;
} = {}) {
  const { state, search, applyFilter, setSort, reset, hrefOfPage } = useListState();
  return (
    <div className="container-page pb-16 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-x-8 lg:pb-24 xl:grid-cols-[18rem_minmax(0,1fr)] xl:gap-x-10">
      <div>
        <FilterPanel values={state.filter} formKey={search} onApply={applyFilter} onReset={reset} />
        {listActions && <div className="mt-4 flex justify-end lg:block">{listActions(toListQuery(state))}</div>}
      </div>
      <div className="mt-8 min-w-0 lg:mt-0">
        <PropertyResults state={state} onSort={setSort} hrefOfPage={hrefOfPage} />
      </div>
    </div>
  );
}
