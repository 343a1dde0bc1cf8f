import { Link } from "wouter";
import { ArrowLeft, Building2 } from "lucide-react";
import type { Property } from "@shared/contracts/properties";
import { listingFieldLabels } from "@shared/listing/field-labels";
import { formatLocation } from "@shared/listing/location";

const copy = { about: "Ihre Anfrage zu", back: "Zurück zur Immobilie" };

/** Which listing a message is about: title, place and object number, with the way back to it. */
export function InquiryListing({ property }: { property: Property }) {
  return (
    <div className="flex gap-4 rounded-xl border border-border bg-muted/60 p-4" data-testid="inquiry-listing">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Building2 aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{copy.about}</p>
        <p className="font-semibold leading-snug text-foreground">{property.title}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {formatLocation({ ...property, address: null })} · {listingFieldLabels.objectNumber} {property.objectNumber}
        </p>
        <Link
          href={`/properties/${property.id}`}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {copy.back}
        </Link>
      </div>
    </div>
  );
}
