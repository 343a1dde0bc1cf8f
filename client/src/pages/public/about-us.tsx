import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: replaced by the real page.
export default function AboutUsPage() {
  useDocumentTitle("Über uns");
  return <PageHeader eyebrow="Über uns" title="Über uns" lead="Seit 1998 in Berlin zu Hause – diese Seite entsteht gerade." />;
}
