import type { ReactNode } from "react";
import type { ListQuery } from "@shared/search/list-query";
import { useListState } from "../hooks/use-list-state";
import { toListQuery } from "../lib/list-filter";
import { FilterPanel } from "./filter-panel";
import { PropertyResults } from "./property-results";

/** Filter panel + results of the list page; both follow the search in the URL. */
export function PropertyListing({
  listActions,
}: {
  /** Shown under the filters with the current search (the page puts 'Suchauftrag speichern' here). */
  listActions?: (query: Partial<ListQuery>) => ReactNode;
} = {}) {
  const { state, search, applyFilter, setSort, reset, hrefOfPage } = useListState();
  return (
    <div className="container-page pb-16 lg:pb-24">
      <FilterPanel values={state.filter} formKey={search} onApply={applyFilter} onReset={reset} />
      {listActions && <div className="mt-4 flex justify-end">{listActions(toListQuery(state))}</div>}
      <div className="mt-8 lg:mt-12">
        <PropertyResults state={state} onSort={setSort} hrefOfPage={hrefOfPage} />
      </div>
    </div>
  );
}
