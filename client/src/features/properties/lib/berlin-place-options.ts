// The filter panel's pick list of Berlin places and the centres its 'Umkreis' uses. Only the list
// page loads it (with the Bezirke and Ortsteile), never the home page.
import { berlinBezirke, type LatLng } from "@shared/search/berlin-places";
import { placeKey } from "@shared/search/place-search";

export type PlaceOption = { value: string; label: string };

type Centred = LatLng & { name: string };

/** A name that is Bezirk and Ortsteil ("Mitte", "Spandau") centres on the Ortsteil: what people mean by it. */
const centres = new Map<string, Centred>();
for (const bezirk of berlinBezirke) {
  for (const ortsteil of bezirk.ortsteile) centres.set(placeKey(ortsteil.name), ortsteil);
}
for (const bezirk of berlinBezirke) if (!centres.has(placeKey(bezirk.name))) centres.set(placeKey(bezirk.name), bezirk);

/** Every Bezirk and Ortsteil once, A–Z, with what it is: "Kreuzberg" – "Ortsteil in Friedrichshain-Kreuzberg". */
export const placeOptions: PlaceOption[] = (() => {
  const labels = new Map<string, string[]>();
  const note = (name: string, label: string) => labels.set(name, [...(labels.get(name) ?? []), label]);
  for (const bezirk of berlinBezirke) {
    note(bezirk.name, "Bezirk");
    for (const ortsteil of bezirk.ortsteile) note(ortsteil.name, `Ortsteil in ${bezirk.name}`);
  }
  return [...labels]
    .map(([value, label]) => ({ value, label: label.join(", ") }))
    .sort((a, b) => a.value.localeCompare(b.value, "de"));
})();

/** The centre of a Bezirk or Ortsteil named in any spelling, or undefined for other text. */
export function placeCentre(text: string): LatLng | undefined {
  const place = centres.get(placeKey(text));
  return place && { lat: place.lat, lng: place.lng };
}

/** The place whose centre is exactly this point (a radius search the panel made around it). */
export function placeAt(point: LatLng): string | undefined {
  for (const place of centres.values()) if (place.lat === point.lat && place.lng === point.lng) return place.name;
  return undefined;
}
