import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: replaced by the real page.
export default function BlogPage() {
  useDocumentTitle("Blog");
  return <PageHeader eyebrow="Blog" title="Blog" lead="Wissenswertes rund um Immobilien in Berlin – diese Seite entsteht gerade." />;
}
