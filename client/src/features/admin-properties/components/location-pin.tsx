import { useWatch } from "react-hook-form";
import { LazyMap } from "@/components/map/lazy-map";
import { MapConsentGate } from "@/components/map/map-consent-gate";
import { useMapSettings } from "@/components/map/use-map-settings";
import { NumberField } from "./number-field";
import type { PropertyFormFields } from "./property-form-types";

const copy = {
  latitude: "Breitengrad",
  longitude: "Längengrad",
  hint: "Dezimalgrad, z. B. 52,4986. Oder klicken Sie auf die Karte.",
  map: "Karte: Klicken setzt die Stecknadel der Immobilie",
};

// About 10 cm: more digits say nothing a map can show.
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * Where the listing is: typed in, or set by a click on the map (when the site has a map provider).
 * Visitors of a listing with a hidden address see only a circle around a rounded point.
 */
export function LocationPin({ form }: PropertyFormFields) {
  const settings = useMapSettings();
  const [latitude, longitude, title] = useWatch({ control: form.control, name: ["latitude", "longitude", "title"] });
  const pin =
    latitude !== null && longitude !== null
      ? [{ id: 0, latitude, longitude, approximate: false, title: title || "Diese Immobilie", price: "", href: "#" }]
      : [];
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <NumberField form={form} name="latitude" label={copy.latitude} hint={copy.hint} />
      <NumberField form={form} name="longitude" label={copy.longitude} />
      {settings && (
        <MapConsentGate provider={settings.provider} className="min-h-72 sm:col-span-2">
          <LazyMap
            styleUrl={settings.styleUrl}
            points={pin}
            label={copy.map}
            onPick={(point) => {
              form.setValue("latitude", round(point.latitude), { shouldDirty: true, shouldValidate: true });
              form.setValue("longitude", round(point.longitude), { shouldDirty: true, shouldValidate: true });
            }}
            className="h-72 w-full overflow-hidden rounded-2xl border border-border sm:col-span-2"
          />
        </MapConsentGate>
      )}
    </div>
  );
}
