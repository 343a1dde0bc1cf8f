import type { ReactNode } from "react";
import { Link } from "wouter";
import { ClipboardPen, MessageCircle } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { acceptsApplications } from "@shared/validation/application-availability";
import { isReserved } from "../../lib/property-detail";
import { detailPrice } from "../../lib/listing-price";
import { useSimilarProperties } from "../../api/use-similar-properties";
import { SIMILAR_SECTION_ID } from "../similar-properties";
import { inquiryPath } from "@/lib/inquiry-path";
import type { Property } from "@shared/contracts/properties";

const copy = {
  contact: "Kontakt aufnehmen",
  apply: "Jetzt bewerben",
  applyHint: "Bewerben Sie sich online mit Ihrer Mieterselbstauskunft – in wenigen Minuten erledigt.",
  reserved: "Diese Immobilie ist derzeit reserviert. Gern informieren wir Sie über",
  similar: "ähnliche Angebote",
};

/** The reserved note; 'ähnliche Angebote' links to them under the listing once there are any. */
function ReservedNote({ propertyId }: { propertyId: number }) {
  const { data: similar } = useSimilarProperties(propertyId);
  return (
    <p className="mb-6 rounded-lg bg-muted p-3 text-sm leading-relaxed text-foreground">
      {copy.reserved}{" "}
      {similar?.length ? (
        <a href={`#${SIMILAR_SECTION_ID}`} className="font-semibold text-primary underline underline-offset-4">
          {copy.similar}
        </a>
      ) : (
        copy.similar
      )}
      .
    </p>
  );
}

type PropertyPriceBoxProps = {
  property: Property;
  /** Further actions about this listing under the main buttons (e.g. bookmark, exposé download). */
  actions?: ReactNode;
};

/**
 * Price (Kaltmiete with the Warmmiete, or Kaufpreis with the price per m²) and the calls to action.
 * On phones the key figures under the title already state the price, so the box starts with the buttons.
 */
export function PropertyPriceBox({ property, actions }: PropertyPriceBoxProps) {
  const price = detailPrice(property);
  const applicable = acceptsApplications(property);
  return (
    <Card className="p-5 sm:p-7">
      <div className="mb-6 hidden lg:block">
        <h2 className="text-sm font-medium text-muted-foreground">{price.label}</h2>
        <p className="mt-1 text-3xl font-bold tracking-tight text-foreground">{price.amount}</p>
        {price.note && (
          <p className="mt-2 text-sm text-muted-foreground">
            {price.note.label}: <span className="font-semibold text-foreground">{price.note.value}</span>
          </p>
        )}
      </div>
      {isReserved(property) && <ReservedNote propertyId={property.id} />}
      <div className="grid gap-3">
        {applicable && (
          <Link
            href={`/application/${property.id}`}
            className={buttonClasses({ variant: "accent", size: "lg", className: "w-full", wrap: true })}
          >
            <ClipboardPen aria-hidden />
            {copy.apply}
          </Link>
        )}
        <Link
          href={inquiryPath(property.id)}
          className={buttonClasses({
            variant: applicable ? "outline" : "primary",
            size: "lg",
            className: "w-full",
            wrap: true,
          })}
        >
          <MessageCircle aria-hidden />
          {copy.contact}
        </Link>
        {actions}
      </div>
      {applicable && <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{copy.applyHint}</p>}
    </Card>
  );
}
