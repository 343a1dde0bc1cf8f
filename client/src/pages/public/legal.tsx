import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: replaced by the real page.
export default function LegalPage() {
  useDocumentTitle("Rechtliches");
  return <PageHeader eyebrow="Rechtliches" title="Impressum, Datenschutz und Cookies" lead="Diese Seite entsteht gerade." />;
}
