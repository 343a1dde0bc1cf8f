import { propertyStatusLabels, propertyTypeLabels, type PropertyType } from "../enums";
import { formatArea, formatDate, formatRooms } from "../format";
import { todayIso } from "../dates";
import { listingFieldLabels as labels } from "./field-labels";
import { conditionLabels, heatingTypeLabels } from "./labels";
import type { ListingFact, ListingView } from "./view";

/** 0 → "Erdgeschoss", 3 → "3. OG", -1 → "1. UG"; with the building's floors "3. OG von 5". */
export function formatFloor(floor: number, floors?: number | null): string {
  const level = floor === 0 ? "Erdgeschoss" : floor > 0 ? `${floor}. OG` : `${-floor}. UG`;
  return floors ? `${level} von ${floors}` : level;
}

/**
 * 'Reserviert' while reserved; otherwise the date it is free from, or 'Sofort' when there is none
 * or it has passed (`today` as YYYY-MM-DD).
 */
export function availabilityText(
  listing: Pick<ListingView, "status" | "availableFrom">,
  today: string = todayIso(),
): string {
  if (listing.status === "reserved") return propertyStatusLabels.reserved;
  return listing.availableFrom && listing.availableFrom > today ? formatDate(listing.availableFrom) : "Sofort";
}

/** Commercial space is measured as 'Fläche' in 'Räume'; homes as 'Wohnfläche' in 'Zimmer'. */
export const areaLabel = (type: PropertyType) => (type === "commercial" ? "Fläche" : labels.size);
export const roomsLabel = (type: PropertyType) => (type === "commercial" ? "Räume" : labels.rooms);

/** "2,5 Zimmer", "6 Räume". */
export const formatRoomCount = (rooms: number, type: PropertyType) => `${formatRooms(rooms)} ${roomsLabel(type)}`;

type FactsInput = Pick<
  ListingView,
  | "type"
  | "size"
  | "rooms"
  | "bedrooms"
  | "bathrooms"
  | "floor"
  | "floors"
  | "usableArea"
  | "plotSize"
  | "yearBuilt"
  | "condition"
  | "heatingType"
  | "status"
  | "availableFrom"
>;

const known = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The listing's facts in the order portals show them; facts nobody entered are left out. */
export function listingFacts(listing: FactsInput, today?: string): ListingFact[] {
  const facts: (ListingFact | false)[] = [
    { key: "type", label: "Objektart", value: propertyTypeLabels[listing.type] },
    { key: "size", label: areaLabel(listing.type), value: formatArea(listing.size) },
    { key: "rooms", label: roomsLabel(listing.type), value: formatRooms(listing.rooms) },
    known(listing.bedrooms) && { key: "bedrooms", label: labels.bedrooms, value: String(listing.bedrooms) },
    known(listing.bathrooms) && { key: "bathrooms", label: labels.bathrooms, value: String(listing.bathrooms) },
    known(listing.floor)
      ? { key: "floor", label: labels.floor, value: formatFloor(listing.floor, listing.floors) }
      : known(listing.floors) && { key: "floors", label: "Etagen", value: String(listing.floors) },
    known(listing.usableArea) && { key: "usableArea", label: labels.usableArea, value: formatArea(listing.usableArea) },
    known(listing.plotSize) && { key: "plotSize", label: labels.plotSize, value: formatArea(listing.plotSize) },
    known(listing.yearBuilt) && { key: "yearBuilt", label: labels.yearBuilt, value: String(listing.yearBuilt) },
    known(listing.condition) && {
      key: "condition",
      label: labels.condition,
      value: conditionLabels[listing.condition],
    },
    known(listing.heatingType) && {
      key: "heatingType",
      label: labels.heatingType,
      value: heatingTypeLabels[listing.heatingType],
    },
    { key: "availableFrom", label: labels.availableFrom, value: availabilityText(listing, today) },
  ];
  return facts.filter((fact): fact is ListingFact => fact !== false);
}
