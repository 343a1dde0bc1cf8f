import type { ComponentType } from "react";
import { BedDouble, CalendarCheck, Home, Ruler } from "lucide-react";
import { propertyTypeLabels } from "@shared/enums";
import { formatArea, formatRooms } from "@shared/format";
import { availabilityLabel } from "../../lib/property-detail";
import type { Property } from "@shared/contracts/properties";

const copy = { heading: "Eckdaten", type: "Typ", size: "Größe", rooms: "Zimmer", availability: "Verfügbarkeit" };

type Fact = { label: string; value: string; icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }> };

/** Facts grid: type, size in m², rooms, availability ('Reserviert' or 'Sofort'). */
export function PropertyFacts({ property }: { property: Property }) {
  const facts: Fact[] = [
    { label: copy.type, value: propertyTypeLabels[property.type], icon: Home },
    { label: copy.size, value: formatArea(property.size), icon: Ruler },
    { label: copy.rooms, value: formatRooms(property.rooms), icon: BedDouble },
    { label: copy.availability, value: availabilityLabel(property), icon: CalendarCheck },
  ];
  return (
    <section aria-labelledby="property-facts-title">
      <h2 id="property-facts-title" className="text-h2 text-foreground">
        {copy.heading}
      </h2>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {facts.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl border border-border bg-card p-4 shadow-card sm:p-5">
            <dt className="flex flex-col gap-3 text-sm text-muted-foreground">
              <Icon aria-hidden className="size-5 text-accent-strong" />
              {label}
            </dt>
            <dd className="mt-0.5 text-lg font-semibold text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
