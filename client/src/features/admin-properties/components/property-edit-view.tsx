import { Link } from "wouter";
import { ExternalLink, SearchX } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { useProperty } from "@/features/properties/api/use-property";
import { parsePropertyId } from "@/features/properties/lib/property-detail";
import { AdminBackLink, AdminPageHeader } from "@/components/layout/admin-page-header";
import { PropertyForm } from "./property-form";

function BackLink() {
  return <AdminBackLink href="/properties">Zurück zu den Immobilien</AdminBackLink>;
}

export function NewPropertyView() {
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title="Neue Immobilie"
        description="Pflichtfelder sind mit * markiert. Ein Entwurf darf unvollständig sein; die Checkliste zeigt, was zum Veröffentlichen fehlt."
      />
      <PropertyForm />
    </>
  );
}

/** /admin/properties/{id}: the form with the stored values, or 'Immobilie nicht gefunden'. */
export function EditPropertyView({ idParam }: { idParam: string }) {
  const id = parsePropertyId(idParam);
  const { data: property, isPending, error } = useProperty(id);

  if (id === undefined || (error && !property)) {
    return (
      <>
        <BackLink />
        <AdminPageHeader title="Immobilie bearbeiten" />
        <EmptyState
          icon={SearchX}
          title="Immobilie nicht gefunden"
          description={
            id === undefined || (isApiError(error) && error.status === 404)
              ? "Die gesuchte Immobilie existiert nicht oder wurde entfernt."
              : "Die Immobilie konnte nicht geladen werden. Bitte versuchen Sie es später erneut."
          }
          action={
            <Link href="/properties" className={buttonClasses()}>
              Zur Immobilienliste
            </Link>
          }
        />
      </>
    );
  }
  if (isPending) return <PageSpinner label="Immobilie wird geladen..." />;

  return (
    <>
      <BackLink />
      <AdminPageHeader
        title="Immobilie bearbeiten"
        description={`Objekt-Nr. ${property.objectNumber} · ${property.title}`}
        actions={
          <a
            href={`/properties/${property.id}`}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <ExternalLink aria-hidden />
            Auf der Website ansehen
            <span className="sr-only">(öffnet in neuem Tab)</span>
          </a>
        }
      />
      <PropertyForm key={property.id} property={property} />
    </>
  );
}
