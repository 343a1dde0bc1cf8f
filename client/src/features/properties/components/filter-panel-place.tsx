import { useCallback, useId } from "react";
import { LocateFixed, X } from "lucide-react";
import { radiusChoices } from "@shared/search/geo";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { useMyPosition } from "../hooks/use-my-position";
import { placeCentre, placeOptions } from "../lib/berlin-place-options";
import type { ListFilterValues } from "../lib/list-filter";

const copy = {
  place: "Ort, Bezirk, Ortsteil oder PLZ",
  placePlaceholder: "z. B. Kreuzberg oder 10961",
  radius: "Umkreis",
  noRadius: "Kein Umkreis",
  km: (km: number) => `${km} km`,
  aroundPlace: (place: string) => `Um die Mitte von ${place}`,
  aroundMe: "Um Ihren Standort",
  needsCentre: "Für den Umkreis einen Bezirk oder Ortsteil aus der Liste wählen oder Ihren Standort verwenden.",
  useMyPosition: "Meinen Standort verwenden",
  locating: "Standort wird ermittelt …",
  denied: "Sie haben den Zugriff auf Ihren Standort nicht erlaubt. Wählen Sie stattdessen einen Ort.",
  unavailable: "Ihr Standort ist gerade nicht verfügbar. Wählen Sie stattdessen einen Ort.",
  forgetPosition: "Standort nicht mehr verwenden",
};

type FilterPanelPlaceProps = {
  values: Pick<ListFilterValues, "place" | "near" | "radiusKm">;
  onChange: (values: Partial<Pick<ListFilterValues, "place" | "near" | "radiusKm" | "city">>) => void;
};

/** Where to search: a place (a pick list of Berlin's Bezirke and Ortsteile, free text allowed) and a radius. */
export function FilterPanelPlace({ values, onChange }: FilterPanelPlaceProps) {
  const listId = useId();
  const statusId = useId();
  const aroundMe = values.near?.from === "position";
  const centreOfPlace = placeCentre(values.place) !== undefined;
  const { status, locate } = useMyPosition(
    useCallback(
      (point) => onChange({ near: { ...point, from: "position" }, ...(values.radiusKm ? {} : { radiusKm: "5" }) }),
      [onChange, values.radiusKm],
    ),
  );
  const radiusHint = aroundMe
    ? copy.aroundMe
    : centreOfPlace
      ? copy.aroundPlace(values.place.trim())
      : values.radiusKm
        ? copy.needsCentre
        : undefined;

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
          // A new place also replaces an old link's ?city=.
          onChange={(e) => onChange({ place: e.target.value, city: "" })}
        />
      </FormField>
      <datalist id={listId}>
        {placeOptions.map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
      <div className="grid content-start gap-2">
        <FormField label={copy.radius} hint={radiusHint}>
          <NativeSelect value={values.radiusKm} onChange={(e) => onChange({ radiusKm: e.target.value })}>
            <option value="">{copy.noRadius}</option>
            {radiusChoices.map((km) => (
              <option key={km} value={String(km)}>
                {copy.km(km)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {aroundMe ? (
          <Button variant="ghost" className="justify-self-start" onClick={() => onChange({ near: null })}>
            <X aria-hidden />
            {copy.forgetPosition}
          </Button>
        ) : (
          <Button
            variant="outline"
            className="justify-self-start"
            aria-describedby={statusId}
            disabled={status === "locating"}
            onClick={locate}
          >
            <LocateFixed aria-hidden />
            {copy.useMyPosition}
          </Button>
        )}
        <p id={statusId} role="status" className="text-sm text-muted-foreground empty:hidden">
          {status === "locating"
            ? copy.locating
            : status === "denied"
              ? copy.denied
              : status === "unavailable"
                ? copy.unavailable
                : ""}
        </p>
      </div>
    </>
  );
}
