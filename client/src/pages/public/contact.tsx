import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: replaced by the real page.
export default function ContactPage() {
  useDocumentTitle("Kontakt");
  return <PageHeader eyebrow="Kontakt" title="Kontakt" lead="Wir freuen uns auf Ihre Nachricht – diese Seite entsteht gerade." />;
}
