import { Search } from "lucide-react";
import { applicationStatuses, applicationStatusLabels } from "@shared/enums";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { isApplicationStatus, type ApplicationFilter, type PropertyOption } from "../lib/application-filter";
import { propertyNumber, removedPropertyLabel } from "../lib/application-sections";

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
    <div
      role="search"
      aria-label="Bewerbungen durchsuchen"
      className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)]"
    >
      <FormField label={copy.search} className="sm:col-span-2 lg:col-span-1">
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              {...control}
              type="search"
              className="pl-10"
              placeholder={copy.searchPlaceholder}
              value={filter.search}
              onChange={(event) => onChange({ search: event.target.value })}
            />
          </div>
        )}
      </FormField>
      <FormField label={copy.status}>
        <NativeSelect
          value={filter.status}
          onChange={(event) =>
            onChange({ status: isApplicationStatus(event.target.value) ? event.target.value : "all" })
          }
        >
          <option value="all">{copy.allStatuses}</option>
          {applicationStatuses.map((status) => (
            <option key={status} value={status}>
              {applicationStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
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
    </div>
  );
}
