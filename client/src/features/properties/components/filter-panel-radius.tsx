import { useCallback, useEffect, useId } from "react";
import { LocateFixed, X } from "lucide-react";
import { radiusChoices } from "@shared/search/geo";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/select";
import { useMyPosition, type PositionStatus } from "../hooks/use-my-position";
import { placeAt, placeCentre, placeOptions } from "../lib/berlin-place-options";
import type { ListFilterValues } from "../lib/list-filter";

const copy = {
  radius: "Umkreis",
  noRadius: "Kein Umkreis",
  km: (km: number) => `${km} km`,
  aroundPlace: (place: string) => `Um die Mitte von ${place}`,
  aroundMe: "Um Ihren Standort",
  needsCentre: "Für den Umkreis einen Bezirk oder Ortsteil aus der Liste wählen oder Ihren Standort verwenden.",
  useMyPosition: "Meinen Standort verwenden",
  forgetPosition: "Standort nicht mehr verwenden",
};

const statusText: Record<PositionStatus, string> = {
  idle: "",
  locating: "Standort wird ermittelt …",
  denied: "Sie haben den Zugriff auf Ihren Standort nicht erlaubt. Wählen Sie stattdessen einen Ort.",
  unavailable: "Ihr Standort ist gerade nicht verfügbar. Wählen Sie stattdessen einen Ort.",
};

export type PlaceValues = Pick<ListFilterValues, "place" | "near" | "radiusKm">;
export type PlaceChange = (values: Partial<Pick<ListFilterValues, "place" | "near" | "radiusKm" | "city">>) => void;

/**
 * The circle's centre for the place field: the visitor's position while chosen, else the centre of
 * the Bezirk or Ortsteil named (none for other text); an empty field keeps a link's circle.
 */
function centreFor({ place, near }: PlaceValues): PlaceValues["near"] {
  if (near?.mine || (near && !place.trim())) return near;
  const centre = placeCentre(place);
  return centre ? { ...centre, mine: false } : null;
}

type FilterPanelRadiusProps = { listId: string; values: PlaceValues; onChange: PlaceChange };

/**
 * The place field's pick list, 'Umkreis' around the chosen place's centre, and the visitor's own
 * position, asked for only after a click on 'Meinen Standort verwenden'.
 */
export function FilterPanelRadius({ listId, values, onChange }: FilterPanelRadiusProps) {
  const statusId = useId();
  const aroundMe = values.near?.mine === true;
  // A link's circle around a place names no place (?near= instead of ?place=): show which one it was.
  const unnamed = !values.place && values.near?.mine === false ? values.near : null;
  useEffect(() => {
    const name = unnamed && placeAt(unnamed);
    if (name) onChange({ place: name });
  }, [unnamed, onChange]);
  const { status, locate } = useMyPosition(
    useCallback(
      (point) => onChange({ near: { ...point, mine: true }, ...(values.radiusKm ? {} : { radiusKm: "5" }) }),
      [onChange, values.radiusKm],
    ),
  );
  const hint = aroundMe
    ? copy.aroundMe
    : placeCentre(values.place)
      ? copy.aroundPlace(values.place.trim())
      : values.radiusKm && !unnamed
        ? copy.needsCentre
        : undefined;

  return (
    // min-w-0: in the panel's narrow column the button wraps instead of widening the column.
    <div className="grid min-w-0 content-start gap-2">
      <datalist id={listId}>
        {placeOptions.map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
      <FormField label={copy.radius} hint={hint}>
        <NativeSelect
          value={values.radiusKm}
          onChange={(e) => onChange({ radiusKm: e.target.value, near: centreFor(values) })}
        >
          <option value="">{copy.noRadius}</option>
          {radiusChoices.map((km) => (
            <option key={km} value={String(km)}>
              {copy.km(km)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {aroundMe ? (
        <Button
          variant="ghost"
          wrap
          className="max-w-full justify-self-start"
          onClick={() => onChange({ near: centreFor({ ...values, near: null }) })}
        >
          <X aria-hidden />
          {copy.forgetPosition}
        </Button>
      ) : (
        <Button
          variant="outline"
          wrap
          className="max-w-full justify-self-start"
          aria-describedby={statusId}
          disabled={status === "locating"}
          onClick={locate}
        >
          <LocateFixed aria-hidden />
          {copy.useMyPosition}
        </Button>
      )}
      <p id={statusId} role="status" className="text-sm text-muted-foreground empty:hidden">
        {statusText[status]}
      </p>
    </div>
  );
}
