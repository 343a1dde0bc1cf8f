import type { FormEvent } from "react";
import { RotateCcw, Search } from "lucide-react";
import { propertyTypeLabels, propertyTypes, transactionTypeLabels, transactionTypes } from "@shared/enums";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { useFilterForm } from "../hooks/use-filter-form";
import type { ListFilterValues } from "../lib/list-filter";
import { FilterPanelFeatures } from "./filter-panel-features";
import { FilterPanelPrice } from "./filter-panel-price";

const copy = {
  all: "Alle",
  transactionType: "Angebot",
  type: "Immobilientyp",
  city: "Ort",
  cityPlaceholder: "z. B. Berlin oder Potsdam",
  minRooms: "Zimmer (ab)",
  anyRooms: "beliebig",
  rooms: (n: string) => `ab ${n.replace(".", ",")} Zimmer`,
  minSize: "Fläche (ab m²)",
  anySize: "beliebig",
  reset: "Zurücksetzen",
  apply: "Filter anwenden",
};

type FilterPanelFormProps = {
  initial: ListFilterValues;
  onApply: (values: ListFilterValues) => void;
  onReset: () => void;
};

/** The filter fields; nothing reaches the URL until 'Filter anwenden'. */
export function FilterPanelForm({ initial, onApply, onReset }: FilterPanelFormProps) {
  const { values, scale, slider, setField, moveSlider, toggleFeature } = useFilterForm(initial);
  // A hand-edited ?minRooms=2.5 keeps its own option.
  const roomChoices = [...new Set(["1", "2", "3", "4", "5", values.minRooms].filter(Boolean))].sort(
    (a, b) => Number(a) - Number(b),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(values);
  };

  return (
    <form onSubmit={submit}>
      <div className="grid gap-5 p-5 sm:grid-cols-2 lg:grid-cols-1">
        <FormField label={copy.transactionType}>
          <NativeSelect
            value={values.transactionType}
            onChange={(e) => setField("transactionType", e.target.value as ListFilterValues["transactionType"])}
          >
            <option value="all">{copy.all}</option>
            <EnumOptions values={transactionTypes} labels={transactionTypeLabels} />
          </NativeSelect>
        </FormField>
        <FormField label={copy.type}>
          <NativeSelect
            value={values.type}
            onChange={(e) => setField("type", e.target.value as ListFilterValues["type"])}
          >
            <option value="all">{copy.all}</option>
            <EnumOptions values={propertyTypes} labels={propertyTypeLabels} />
          </NativeSelect>
        </FormField>
        <FormField label={copy.city} className="sm:col-span-2 lg:col-span-1">
          <Input
            type="search"
            enterKeyHint="search"
            autoComplete="address-level2"
            placeholder={copy.cityPlaceholder}
            value={values.city}
            onChange={(e) => setField("city", e.target.value)}
          />
        </FormField>
        <FormField label={copy.minRooms}>
          <NativeSelect value={values.minRooms} onChange={(e) => setField("minRooms", e.target.value)}>
            <option value="">{copy.anyRooms}</option>
            {roomChoices.map((rooms) => (
              <option key={rooms} value={rooms}>
                {copy.rooms(rooms)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={copy.minSize}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={copy.anySize}
            value={values.minSize}
            onChange={(e) => setField("minSize", e.target.value)}
          />
        </FormField>
        <FilterPanelPrice
          scale={scale}
          slider={slider}
          minPrice={values.minPrice}
          maxPrice={values.maxPrice}
          onSlide={moveSlider}
          onMinPrice={(value) => setField("minPrice", value)}
          onMaxPrice={(value) => setField("maxPrice", value)}
        />
        <FilterPanelFeatures selected={values.features} onToggle={toggleFeature} />
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-border px-5 py-4 sm:flex-row sm:justify-end lg:flex-col-reverse">
        <Button variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden />
          {copy.reset}
        </Button>
        <Button type="submit">
          <Search aria-hidden />
          {copy.apply}
        </Button>
      </div>
    </form>
  );
}
