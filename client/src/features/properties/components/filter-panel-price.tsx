import { useId } from "react";
import { formatPrice } from "@shared/format";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RangeSlider } from "@/components/ui/range-slider";
import { priceRangeText, type PriceScale } from "../lib/list-filter";

const copy = {
  legend: "Preis",
  range: "Preisspanne",
  thumbs: ["Preisuntergrenze", "Preisobergrenze"],
  min: "Preis ab (€)",
  max: "Preis bis (€)",
  minPlaceholder: "beliebig",
  maxPlaceholder: "beliebig",
} as const;

type FilterPanelPriceProps = {
  scale: PriceScale;
  slider: [number, number];
  minPrice: string;
  maxPrice: string;
  onSlide: (range: number[]) => void;
  onMinPrice: (value: string) => void;
  onMaxPrice: (value: string) => void;
};

/** Price slider and the two price inputs, always in agreement: either one moves the other. */
export function FilterPanelPrice({
  scale,
  slider,
  minPrice,
  maxPrice,
  onSlide,
  onMinPrice,
  onMaxPrice,
}: FilterPanelPriceProps) {
  const rangeId = useId();
  return (
    <fieldset className="grid gap-x-5 gap-y-4 sm:col-span-2 lg:col-span-1">
      <legend className="sr-only">{copy.legend}</legend>
      <div className="grid gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span id={rangeId} className="font-medium text-foreground">
            {copy.range}
          </span>
          <span className="tabular-nums text-muted-foreground">
            {priceRangeText({ minPrice, maxPrice }, formatPrice)}
          </span>
        </div>
        <RangeSlider
          aria-labelledby={rangeId}
          min={scale.min}
          max={scale.max}
          step={scale.step}
          minStepsBetweenThumbs={0}
          value={slider}
          onValueChange={onSlide}
          thumbLabels={copy.thumbs}
          formatValue={formatPrice}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <EuroField label={copy.min} placeholder={copy.minPlaceholder} value={minPrice} onChange={onMinPrice} />
        <EuroField label={copy.max} placeholder={copy.maxPlaceholder} value={maxPrice} onChange={onMaxPrice} />
      </div>
    </fieldset>
  );
}

type EuroFieldProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** A whole-euro amount typed as digits (the number keypad on phones). */
function EuroField({ label, placeholder, value, onChange }: EuroFieldProps) {
  return (
    <FormField label={label}>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
