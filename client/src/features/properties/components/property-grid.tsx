import type { Property } from "@shared/contracts/properties";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import { PropertyCard } from "./property-card";

/**
 * Responsive card grid (1 / 2 / 3 columns), each card with its Merkliste heart. The first
 * `priorityCount` cards load eagerly.
 */
export function PropertyGrid({
  properties,
  priorityCount = 0,
  headingLevel,
}: {
  properties: Property[];
  priorityCount?: number;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {properties.map((property, index) => (
        <li key={property.id} className="flex">
          <PropertyCard
            property={property}
            index={index}
            priority={index < priorityCount}
            headingLevel={headingLevel}
            className="w-full"
            action={<FavoriteButton propertyId={property.id} title={property.title} />}
          />
        </li>
      ))}
    </ul>
  );
}
