import { formatPrice } from "@shared/format";
import type { Property } from "@shared/contracts/properties";

/** A listing on a map: where it is, whether that point is only its neighbourhood, and what its marker says. */
export type MapPoint = {
  id: number;
  latitude: number;
  longitude: number;
  /** The address is not public: the point is rounded, and the map draws a circle, not a pin. */
  approximate: boolean;
  title: string;
  price: string;
  href: string;
};

/** The listings that have coordinates, as map points. */
export function mapPointsOf(properties: readonly Property[]): MapPoint[] {
  return properties.flatMap((property) =>
    property.latitude == null || property.longitude == null
      ? []
      : [
          {
            id: property.id,
            latitude: property.latitude,
            longitude: property.longitude,
            approximate: !property.address,
            title: property.title,
            price: formatPrice(property.price),
            href: `/properties/${property.id}`,
          },
        ],
  );
}
