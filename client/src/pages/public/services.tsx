import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: replaced by the real page.
export default function ServicesPage() {
  useDocumentTitle("Leistungen");
  return <PageHeader eyebrow="Leistungen" title="Unsere Leistungen" lead="Vermittlung, Verwaltung, Wertermittlung und mehr – diese Seite entsteht gerade." />;
}
