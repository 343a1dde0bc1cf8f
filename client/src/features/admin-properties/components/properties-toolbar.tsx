import { Search, X } from "lucide-react";
import {
  propertyStatuses,
  propertyStatusLabels,
  propertyTypeLabels,
  propertyTypes,
  transactionTypeLabels,
  transactionTypes,
} from "@shared/enums";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { isFiltered, type AdminPropertyFilter } from "../lib/admin-filter";

type PropertiesToolbarProps = {
  filter: AdminPropertyFilter;
  onChange: (changes: Partial<AdminPropertyFilter>) => void;
  onReset: () => void;
};

/** Search (title, address, city) and the three filters of the admin list. */
export function PropertiesToolbar({ filter, onChange, onReset }: PropertiesToolbarProps) {
  return (
    <div
      role="search"
      aria-label="Immobilien durchsuchen"
      className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <FormField label="Suche" className="sm:col-span-3 lg:col-span-4">
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              {...control}
              type="search"
              placeholder="Titel, Adresse oder Stadt"
              value={filter.q}
              onChange={(event) => onChange({ q: event.target.value })}
              className="pl-10"
            />
          </div>
        )}
      </FormField>
      <FormField label="Typ">
        <NativeSelect
          value={filter.type}
          onChange={(event) => onChange({ type: event.target.value as AdminPropertyFilter["type"] })}
        >
          <option value="all">Alle Typen</option>
          {propertyTypes.map((type) => (
            <option key={type} value={type}>
              {propertyTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Vermarktung">
        <NativeSelect
          value={filter.transactionType}
          onChange={(event) =>
            onChange({ transactionType: event.target.value as AdminPropertyFilter["transactionType"] })
          }
        >
          <option value="all">Kaufen und Mieten</option>
          {transactionTypes.map((type) => (
            <option key={type} value={type}>
              {transactionTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Status">
        <NativeSelect
          value={filter.status}
          onChange={(event) => onChange({ status: event.target.value as AdminPropertyFilter["status"] })}
        >
          <option value="all">Alle Status</option>
          {propertyStatuses.map((status) => (
            <option key={status} value={status}>
              {propertyStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button
        variant="ghost"
        onClick={onReset}
        disabled={!isFiltered(filter)}
        className="sm:col-span-3 sm:justify-self-start lg:col-span-1"
      >
        <X aria-hidden />
        Filter zurücksetzen
      </Button>
    </div>
  );
}
