import { useCallback, useState } from "react";
import type { Feature } from "@shared/listing/labels";
import { pricesFromSlider, priceScaleFor, sliderRange, type ListFilterValues } from "../lib/list-filter";

/**
 * Edit state of the filter panel. The price inputs are the truth: the slider is drawn from them on
 * every render (typing moves the thumbs), and moving a thumb writes the inputs. The slider's scale
 * follows the chosen offer (rent or buy).
 */
export function useFilterForm(initial: ListFilterValues) {
  const [values, setValues] = useState(initial);
  const scale = priceScaleFor(values.transactionType);
  const slider = sliderRange(values, scale);

  const setField = useCallback(<K extends keyof ListFilterValues>(key: K, value: ListFilterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  const setFields = useCallback((changes: Partial<ListFilterValues>) => {
    setValues((current) => ({ ...current, ...changes }));
  }, []);

  const moveSlider = useCallback(
    (range: number[]) => setValues((current) => ({ ...current, ...pricesFromSlider(range, scale) })),
    [scale],
  );

  const toggleFeature = useCallback((feature: Feature, on: boolean) => {
    setValues((current) => ({
      ...current,
      features: on ? [...new Set([...current.features, feature])] : current.features.filter((f) => f !== feature),
    }));
  }, []);

  return { values, scale, slider, setField, setFields, moveSlider, toggleFeature };
}
