import { useParams } from "wouter";
import { applicationAvailability } from "@shared/validation/application-availability";
import { PageSpinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useProperty } from "@/features/properties/api/use-property";
import { ApplicationHeader } from "@/features/application/components/application-header";
import { ApplicationNotFound } from "@/features/application/components/application-not-found";
import { ApplicationUnavailable } from "@/features/application/components/application-unavailable";
import { ApplicationWizard } from "@/features/application/components/application-wizard";
import { parseRouteId } from "@/features/application/lib/route-id";

const lead =
  "Bewerben Sie sich in sechs kurzen Schritten. Ihre Angaben behandeln wir vertraulich und nutzen sie nur für diese Bewerbung.";

/** /application/{id}: the tenant self-disclosure in six steps (issue #4). */
export default function ApplicationPage() {
  const { id } = useParams<{ id: string }>();
  const propertyId = parseRouteId(id);
  useDocumentTitle("Mieterselbstauskunft");
  const property = useProperty(propertyId);

  if (propertyId === undefined || property.isError) {
    return (
      <>
        <ApplicationHeader />
        <ApplicationNotFound />
      </>
    );
  }
  if (property.isPending) {
    return (
      <>
        <ApplicationHeader propertyId={propertyId} />
        <PageSpinner label="Immobilie wird geladen..." />
      </>
    );
  }
  const availability = applicationAvailability(property.data);
  return (
    <>
      <ApplicationHeader
        propertyId={propertyId}
        property={property.data}
        lead={availability === "open" ? lead : undefined}
      />
      {availability === "open" ? (
        <ApplicationWizard key={propertyId} propertyId={propertyId} />
      ) : (
        <ApplicationUnavailable propertyId={propertyId} reason={availability} />
      )}
    </>
  );
}
