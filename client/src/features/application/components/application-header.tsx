import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeft, Building2, MapPin } from "lucide-react";
import { formatListingPrice } from "@shared/format";
import type { Property } from "@shared/contracts/properties";
import { formatLocation } from "@shared/listing/location";

type ApplicationHeaderProps = {
  /** Where 'Zurück zur Immobilie' leads; without it the link goes to the list. */
  propertyId?: number;
  /** Which property the application is for. */
  property?: Pick<Property, "title" | "address" | "postalCode" | "district" | "city" | "transactionType" | "price">;
  lead?: ReactNode;
};

const copy = {
  backToProperty: "Zurück zur Immobilie",
  backToList: "Zurück zu allen Immobilien",
  eyebrow: "Mieterselbstauskunft",
  title: "Ihre Bewerbung",
  propertyLabel: "Bewerbung für",
};

/** Top of the application page: back link, the page's h1 and the property applied for. */
export function ApplicationHeader({ propertyId, property, lead }: ApplicationHeaderProps) {
  return (
    // Reaches up behind the transparent fixed header, like PageHeader.
    <header className="-mt-(--header-height) bg-linear-to-b from-secondary/70 to-background pt-(--header-height)">
      <div className="container-page pb-8 pt-6 sm:pb-12 sm:pt-10">
        <Link
          href={propertyId ? `/properties/${propertyId}` : "/properties"}
          className="-mx-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {propertyId ? copy.backToProperty : copy.backToList}
        </Link>
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-end lg:gap-10">
          <div>
            <p className="eyebrow">{copy.eyebrow}</p>
            <h1 className="mt-3 text-h1 text-foreground">{copy.title}</h1>
            {lead && <p className="mt-4 max-w-2xl text-lead text-muted-foreground">{lead}</p>}
          </div>
          {property && (
            <section
              aria-label={copy.propertyLabel}
              className="flex gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5"
            >
              <span
                aria-hidden
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground"
              >
                <Building2 className="size-6" />
              </span>
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                  {copy.propertyLabel}
                </p>
                <p className="mt-1 font-semibold leading-snug text-card-foreground">{property.title}</p>
                <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
                  <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <span>{formatLocation(property)}</span>
                </p>
                {property.transactionType === "rent" && (
                  <p className="mt-2 text-sm font-semibold text-accent-strong">
                    {formatListingPrice(property.price, "rent")}
                  </p>
                )}
              </div>
            </section>
          )}
        </div>
      </div>
    </header>
  );
}
