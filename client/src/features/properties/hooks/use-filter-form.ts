import { useCallback, useState } from "react";
import { initialSliderRange, type ListFilterValues } from "../lib/list-filter";

/**
 * Edit state of the filter panel. Moving the slider fills both price inputs; typing into the
 * inputs leaves the slider where it is.
 */
export function useFilterForm(initial: ListFilterValues) {
  const [values, setValues] = useState(initial);
  const [slider, setSlider] = useState<[number, number]>(() => initialSliderRange(initial));

  const setField = useCallback(<K extends keyof ListFilterValues>(key: K, value: ListFilterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  const moveSlider = useCallback((range: number[]) => {
    const [low, high] = range;
    setSlider([low, high]);
    setValues((current) => ({ ...current, minPrice: String(low), maxPrice: String(high) }));
  }, []);

  return { values, slider, setField, moveSlider };
}
