import { useListFilter } from "../hooks/use-list-filter";
import { FilterPanel } from "./filter-panel";
import { PropertyResults } from "./property-results";

/** Filter panel + results of the list page; both follow the filter in the URL. */
export function PropertyListing() {
  const { values, search, apply, reset } = useListFilter();
  return (
    <div className="container-page pb-16 lg:pb-24">
      <FilterPanel values={values} formKey={search} onApply={apply} onReset={reset} />
      <div className="mt-8 lg:mt-12">
        <PropertyResults filter={values} />
      </div>
    </div>
  );
}
