import { applicationStatuses, applicationStatusLabels } from "@shared/enums";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/select";
import { type ApplicationFilter, type PropertyOption } from "../lib/application-filter";
import { propertyNumber, removedPropertyLabel } from "../lib/application-sections";
import { ChoiceFilter, FilterBar, SearchField } from "@/components/ui/filter-fields";

const copy = {
  search: "Suche",
  searchPlaceholder: "Name oder E-Mail",
  status: "Status",
  allStatuses: "Alle Status",
  property: "Immobilie",
  allProperties: "Alle Immobilien",
};

type ApplicationFiltersProps = {
  filter: ApplicationFilter;
  properties: PropertyOption[];
  onChange: (changes: Partial<ApplicationFilter>) => void;
};

export function ApplicationFilters({ filter, properties, onChange }: ApplicationFiltersProps) {
  return (
    <FilterBar
      label="Bewerbungen durchsuchen"
      className="sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)]"
    >
      <SearchField
        label={copy.search}
        className="sm:col-span-2 lg:col-span-1"
        placeholder={copy.searchPlaceholder}
        value={filter.search}
        onChange={(search) => onChange({ search })}
      />
      <ChoiceFilter
        label={copy.status}
        value={filter.status}
        allLabel={copy.allStatuses}
        choices={applicationStatuses}
        labels={applicationStatusLabels}
        onChange={(status) => onChange({ status })}
      />
      <FormField label={copy.property}>
        <NativeSelect value={filter.propertyId} onChange={(event) => onChange({ propertyId: event.target.value })}>
          <option value="">{copy.allProperties}</option>
          {properties.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {`${p.title ?? removedPropertyLabel} (${propertyNumber(p.id)})`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </FilterBar>
  );
}
