import { priceScaleFor, sliderRange, type ListFilterValues } from "../lib/list-filter";
import { FilterPanelPrice } from "./filter-panel-price";

export type PricePartProps = {
  values: ListFilterValues;
  setField: <K extends keyof ListFilterValues>(key: K, value: ListFilterValues[K]) => void;
  onSlide: (range: number[]) => void;
};

/** The price slider and inputs for the form's values (a lazy chunk with the slider library). */
export default function FilterPanelPricePart({ values, setField, onSlide }: PricePartProps) {
  const scale = priceScaleFor(values.transactionType);
  return (
    <FilterPanelPrice
      scale={scale}
      slider={sliderRange(values, scale)}
      minPrice={values.minPrice}
      maxPrice={values.maxPrice}
      onSlide={onSlide}
      onMinPrice={(value) => setField("minPrice", value)}
      onMaxPrice={(value) => setField("maxPrice", value)}
    />
  );
}
