import { featureLabels, features, type Feature } from "@shared/listing/labels";
import { Checkbox } from "@/components/ui/checkbox";

const copy = { legend: "Ausstattung (alle gewählten)" };

type FilterPanelFeaturesProps = { selected: Feature[]; onToggle: (feature: Feature, on: boolean) => void };

/** One checkbox per feature; a listing must have every ticked one. */
export function FilterPanelFeatures({ selected, onToggle }: FilterPanelFeaturesProps) {
  return (
    <fieldset className="sm:col-span-2 lg:col-span-1">
      <legend className="text-sm font-medium text-foreground">{copy.legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-1">
        {features.map((feature) => (
          <label
            key={feature}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-foreground lg:min-h-9"
          >
            <Checkbox
              checked={selected.includes(feature)}
              onChange={(event) => onToggle(feature, event.target.checked)}
            />
            {featureLabels[feature]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
