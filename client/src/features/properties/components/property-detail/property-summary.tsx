import { Link } from "wouter";
import { ArrowLeft, MapPin } from "lucide-react";
import { propertyStatusLabels, propertyTypeLabels, transactionTypeLabels } from "@shared/enums";
import { formatLocation } from "@shared/listing/location";
import { listingFieldLabels } from "@shared/listing/field-labels";
import { Badge } from "@/components/ui/badge";
import { isReserved } from "../../lib/property-detail";
import { PROPERTIES_PATH } from "../../lib/list-filter";
import type { Property } from "@shared/contracts/properties";
import { PropertyKeyFigures } from "./property-key-figures";

export const backLinkText = "Zurück zur Übersicht";

export function BackToList() {
  return (
    <Link
      href={PROPERTIES_PATH}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-primary hover:bg-muted hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {backLinkText}
    </Link>
  );
}

/**
 * Top of the detail page: back link, badges, object number, title (the page's h1), location and the
 * key figures (on phones with the price, so it is on the first screen).
 */
export function PropertySummary({ property }: { property: Property }) {
  return (
    <header className="-mt-(--header-height) bg-linear-to-b from-secondary/70 to-background pt-(--header-height)">
      <div className="container-page pb-8 pt-4 sm:pt-6 lg:pb-10 lg:pt-8">
        <BackToList />
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{propertyTypeLabels[property.type]}</Badge>
            <Badge variant={property.transactionType === "rent" ? "accent" : "default"}>
              {transactionTypeLabels[property.transactionType]}
            </Badge>
            {isReserved(property) && <Badge variant="destructive">{propertyStatusLabels.reserved}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {listingFieldLabels.objectNumber}{" "}
            <span className="font-semibold text-foreground">{property.objectNumber}</span>
          </p>
        </div>
        <h1 className="mt-4 max-w-4xl text-h1 text-foreground">{property.title}</h1>
        <p className="mt-4 flex items-start gap-2 text-lead text-muted-foreground">
          <MapPin aria-hidden className="mt-1.5 size-5 shrink-0 text-accent-strong" />
          <span>{formatLocation(property)}</span>
        </p>
        <PropertyKeyFigures property={property} />
      </div>
    </header>
  );
}
