import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: replaced by the real page.
export default function PropertiesPage() {
  useDocumentTitle("Immobilien");
  return <PageHeader eyebrow="Immobilien" title="Immobilien in Berlin" lead="Unser aktuelles Angebot zum Kaufen und Mieten – diese Seite entsteht gerade." />;
}
