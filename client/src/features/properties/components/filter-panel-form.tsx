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
import { PlacePart, PricePart } from "./filter-panel-parts";

const copy = {
  all: "Alle",
  transactionType: "Angebot",
  type: "Immobilientyp",
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
  const { values, setField, setFields, moveSlider, toggleFeature } = useFilterForm(initial);
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
        <PlacePart values={values} onChange={setFields} />
        {/* content-start: beside the taller 'Umkreis' cell the inputs stay under their labels. */}
        <FormField label={copy.minRooms} className="content-start">
          <NativeSelect value={values.minRooms} onChange={(e) => setField("minRooms", e.target.value)}>
            <option value="">{copy.anyRooms}</option>
            {roomChoices.map((rooms) => (
              <option key={rooms} value={rooms}>
                {copy.rooms(rooms)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={copy.minSize} className="content-start">
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
        <PricePart values={values} setField={setField} onSlide={moveSlider} />
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
