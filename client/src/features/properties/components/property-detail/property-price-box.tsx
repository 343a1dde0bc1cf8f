import { Link } from "wouter";
import { ClipboardPen, MessageCircle } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { acceptsApplications } from "@shared/validation/application";
import { detailPrice, isReserved } from "../../lib/property-detail";
import type { Property } from "@shared/contracts/properties";

const copy = {
  buy: "Kaufpreis",
  rent: "Miete",
  perSqm: "Preis pro m²",
  contact: "Kontakt aufnehmen",
  apply: "Jetzt bewerben",
  applyHint: "Bewerben Sie sich online mit Ihrer Mieterselbstauskunft – in wenigen Minuten erledigt.",
  reserved: "Diese Immobilie ist derzeit reserviert. Gern informieren wir Sie über ähnliche Angebote.",
};

/** Price (rent per month, or purchase price with price per m²) and the calls to action. */
export function PropertyPriceBox({ property }: { property: Property }) {
  const price = detailPrice(property);
  const applicable = acceptsApplications(property);
  return (
    <Card className="p-6 sm:p-7">
      <h2 className="text-sm font-medium text-muted-foreground">
        {property.transactionType === "rent" ? copy.rent : copy.buy}
      </h2>
      <p className="mt-1 text-3xl font-bold tracking-tight text-foreground">{price.amount}</p>
      {price.perSqm && (
        <p className="mt-2 text-sm text-muted-foreground">
          {copy.perSqm}: <span className="font-semibold text-foreground">{price.perSqm}</span>
        </p>
      )}
      {isReserved(property) && (
        <p className="mt-4 rounded-lg bg-muted p-3 text-sm leading-relaxed text-foreground">{copy.reserved}</p>
      )}
      <div className="mt-6 grid gap-3">
        {applicable && (
          <Link
            href={`/application/${property.id}`}
            className={buttonClasses({ variant: "accent", size: "lg", className: "w-full" })}
          >
            <ClipboardPen aria-hidden />
            {copy.apply}
          </Link>
        )}
        <Link
          href="/contact"
          className={buttonClasses({ variant: applicable ? "outline" : "primary", size: "lg", className: "w-full" })}
        >
          <MessageCircle aria-hidden />
          {copy.contact}
        </Link>
      </div>
      {applicable && <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{copy.applyHint}</p>}
    </Card>
  );
}
