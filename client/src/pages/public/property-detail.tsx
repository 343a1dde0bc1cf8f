import { useParams } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: replaced by the real page (route /properties/:id).
export default function PropertyDetailPage() {
  const { id } = useParams<{ id: string }>();
  useDocumentTitle("Immobilie");
  return <PageHeader eyebrow="Immobilie" title={`Immobilie ${id}`} lead="Diese Seite entsteht gerade." />;
}
