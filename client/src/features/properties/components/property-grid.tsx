import { startTransition, useEffect, useState } from "react";
import type { Property } from "@shared/contracts/properties";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import { useHydrated } from "@/hooks/use-hydrated";
import { cn } from "@/lib/cn";
import { PropertyCard } from "./property-card";

/** Cards of the first render: two rows on the widest grid, more than a phone's first screen. */
const FIRST_RENDER_CARDS = 6;

/**
 * The cards to render: a long page the browser renders itself starts with its first few and adds
 * the rest right after, so the first screen does not wait for cards below it (a page of 24 cards
 * was one long task on a phone). A page from the server has every card already: the server renders
 * them all (a visitor without JavaScript sees the whole page), and hydration, which React does in
 * slices, keeps them.
 */
function useProgressiveCount(total: number): number {
  const hydrated = useHydrated();
  const [count, setCount] = useState(() => (hydrated ? Math.min(total, FIRST_RENDER_CARDS) : total));
  useEffect(() => {
    if (count < total) startTransition(() => setCount(total));
  }, [count, total]);
  return Math.min(count, total);
}

/**
 * Responsive card grid (1 / 2 / 3 columns), each card with its Merkliste heart. The first
 * `priorityCount` cards load eagerly. `besideFilters`: the list page's grid, which shares the
 * width with the filter column from lg up (2 columns, 3 only on the widest screens).
 */
export function PropertyGrid({
  properties,
  priorityCount = 0,
  headingLevel,
  besideFilters = false,
}: {
  properties: Property[];
  priorityCount?: number;
  headingLevel?: "h2" | "h3";
  besideFilters?: boolean;
}) {
  const shown = useProgressiveCount(properties.length);
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:gap-8", besideFilters ? "2xl:grid-cols-3" : "lg:grid-cols-3")}>
      {properties.slice(0, shown).map((property, index) => (
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
