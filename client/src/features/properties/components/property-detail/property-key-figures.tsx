import { formatArea, formatRooms } from "@shared/format";
import { areaLabel, roomsLabel } from "@shared/listing/facts";
import type { Property } from "@shared/contracts/properties";
import { cn } from "@/lib/cn";
import { detailPrice } from "../../lib/listing-price";

type Figure = { label: string; value: string; priceOnly?: boolean };

/**
 * The figures a flat-seeker compares first, under the title. The price ones show below the wide
 * layout only: there the sticky price box beside the gallery states them.
 */
export function PropertyKeyFigures({ property }: { property: Property }) {
  const price = detailPrice(property);
  const figures: Figure[] = [
    { label: price.label, value: price.amount, priceOnly: true },
    ...(price.note ? [{ label: price.note.label, value: price.note.value, priceOnly: true }] : []),
    { label: areaLabel(property.type), value: formatArea(property.size) },
    { label: roomsLabel(property.type), value: formatRooms(property.rooms) },
  ];
  return (
    // Two columns where two prices fit side by side, one on the narrowest phones (320 px).
    <dl
      className="mt-6 grid grid-cols-1 gap-x-6 gap-y-4 min-[360px]:grid-cols-2 sm:flex sm:flex-wrap sm:gap-x-10"
      data-testid="key-figures"
    >
      {figures.map(({ label, value, priceOnly }, i) => (
        <div key={label} className={cn("flex min-w-0 flex-col-reverse", priceOnly && "lg:hidden")}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className={cn("font-bold tracking-tight text-foreground", i === 0 ? "text-2xl" : "text-xl")}>
            {withBreakAfterSlash(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "12.500 €/Monat": a long price may wrap after the slash rather than run out of its column. */
function withBreakAfterSlash(value: string) {
  const [first, ...rest] = value.split("/");
  return rest.length ? (
    <>
      {first}/<wbr />
      {rest.join("/")}
    </>
  ) : (
    value
  );
}
