import { Link } from "wouter";
import { Ban } from "lucide-react";
import type { ApplicationAvailability } from "@shared/validation/application";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

const copy = {
  title: "Keine Bewerbung möglich",
  purchase:
    "Für Kaufimmobilien nehmen wir keine Mieterselbstauskunft entgegen. Sprechen Sie uns gerne an – wir beraten Sie persönlich zum Kauf.",
  reserved:
    "Diese Immobilie ist bereits reserviert. Deshalb nehmen wir derzeit keine weiteren Bewerbungen an. Gerne informieren wir Sie über ähnliche Angebote.",
  hidden:
    "Diese Immobilie ist derzeit nicht veröffentlicht. Bewerbungen nehmen wir erst nach der Veröffentlichung entgegen.",
  toProperty: "Zur Immobilie",
  contact: "Kontakt aufnehmen",
};

/** A purchase property, a reserved rental or an unpublished one: no wizard, but a way on. */
export function ApplicationUnavailable({
  propertyId,
  reason,
}: {
  propertyId: number;
  reason: Exclude<ApplicationAvailability, "open">;
}) {
  return (
    <div className="container-page pb-16 sm:pb-24">
      <EmptyState
        icon={Ban}
        title={copy.title}
        description={copy[reason]}
        action={
          <>
            <Link href={`/properties/${propertyId}`} className={buttonClasses({ size: "lg" })}>
              {copy.toProperty}
            </Link>
            <Link href="/contact" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {copy.contact}
            </Link>
          </>
        }
      />
    </div>
  );
}
