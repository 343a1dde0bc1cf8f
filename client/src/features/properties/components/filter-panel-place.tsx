import { useId } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { placeCentre } from "../lib/berlin-place-options";
import { FilterPanelRadius, type PlaceChange, type PlaceValues } from "./filter-panel-radius";

const copy = {
  place: "Ort, Bezirk, Ortsteil oder PLZ",
  placePlaceholder: "z. B. Kreuzberg oder 10961",
};

/**
 * A new place replaces an old link's ?city=, and moves a circle drawn around the previous place to
 * its own centre (none for text that names no Bezirk or Ortsteil). A circle around the visitor stays.
 */
function placeTyped(place: string, near: PlaceValues["near"]): Parameters<PlaceChange>[0] {
  if (near?.mine) return { place, city: "" };
  const centre = placeCentre(place);
  return { place, city: "", near: centre ? { ...centre, mine: false } : null };
}

/**
 * Where to search: a place (Berlin's Bezirke and Ortsteile as a pick list, free text allowed) and
 * a radius. A chunk of its own with the list of places (filter-panel-form.tsx loads it lazily):
 * rendered on the server, hydrated when it arrives, so the rest of the list is interactive first.
 */
export default function FilterPanelPlace({ values, onChange }: { values: PlaceValues; onChange: PlaceChange }) {
  const listId = useId();
  return (
    <>
      <FormField label={copy.place} className="sm:col-span-2 lg:col-span-1">
        <Input
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          list={listId}
          placeholder={copy.placePlaceholder}
          value={values.place}
          onChange={(e) => onChange(placeTyped(e.target.value, values.near))}
        />
      </FormField>
      <FilterPanelRadius listId={listId} values={values} onChange={onChange} />
    </>
  );
}
