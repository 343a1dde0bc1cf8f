import { X } from "lucide-react";
import {
  propertyStatuses,
  propertyStatusLabels,
  propertyTypeLabels,
  propertyTypes,
  transactionTypeLabels,
  transactionTypes,
} from "@shared/enums";
import { Button } from "@/components/ui/button";
import { isFiltered, type AdminPropertyFilter } from "../lib/admin-filter";
import { ChoiceFilter, FilterBar, SearchField } from "@/components/ui/filter-fields";

type PropertiesToolbarProps = {
  filter: AdminPropertyFilter;
  onChange: (changes: Partial<AdminPropertyFilter>) => void;
  onReset: () => void;
};

/** Search (title, address, city) and the three filters of the admin list. */
export function PropertiesToolbar({ filter, onChange, onReset }: PropertiesToolbarProps) {
  return (
    <FilterBar
      label="Immobilien durchsuchen"
      className="sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <SearchField
        label="Suche"
        className="sm:col-span-3 lg:col-span-4"
        placeholder="Titel, Adresse oder Stadt"
        value={filter.q}
        onChange={(q) => onChange({ q })}
      />
      <ChoiceFilter
        label="Typ"
        value={filter.type}
        allLabel="Alle Typen"
        choices={propertyTypes}
        labels={propertyTypeLabels}
        onChange={(type) => onChange({ type })}
      />
      <ChoiceFilter
        label="Vermarktung"
        value={filter.transactionType}
        allLabel="Kaufen und Mieten"
        choices={transactionTypes}
        labels={transactionTypeLabels}
        onChange={(transactionType) => onChange({ transactionType })}
      />
      <ChoiceFilter
        label="Status"
        value={filter.status}
        allLabel="Alle Status"
        choices={propertyStatuses}
        labels={propertyStatusLabels}
        onChange={(status) => onChange({ status })}
      />
      <Button
        variant="ghost"
        onClick={onReset}
        disabled={!isFiltered(filter)}
        className="sm:col-span-3 sm:justify-self-start lg:col-span-1"
      >
        <X aria-hidden />
        Filter zurücksetzen
      </Button>
    </FilterBar>
  );
}
