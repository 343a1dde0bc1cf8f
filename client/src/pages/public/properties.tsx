import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { PropertyListing } from "@/features/properties/components/property-listing";
import { SaveSearchAlert } from "@/features/search-alerts/components/save-search-alert";

const copy = {
  title: "Immobilien",
  heading: "Immobilien in Berlin",
  lead: "Wohnungen, Häuser, Gewerbeflächen und Neubauprojekte zum Kaufen und Mieten – filtern Sie nach Angebot, Typ, Ort und Preis.",
  description:
    "Aktuelle Immobilienangebote in Berlin und Umgebung: Wohnungen, Häuser, Gewerbeflächen und Neubau zum Kaufen und Mieten.",
};

export default function PropertiesPage() {
  useDocumentTitle(copy.title);
  useMetaDescription(copy.description);
  return (
    <>
      <PageHeader eyebrow={copy.title} title={copy.heading} lead={copy.lead} />
      <PropertyListing listActions={(query) => <SaveSearchAlert query={query} />} />
    </>
  );
}
