import { useParams } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: replaced by the real page (route /application/:id).
export default function ApplicationPage() {
  const { id } = useParams<{ id: string }>();
  useDocumentTitle("Mieterselbstauskunft");
  return <PageHeader eyebrow="Bewerbung" title="Mieterselbstauskunft" lead={`Bewerbung für Immobilie ${id} – diese Seite entsteht gerade.`} />;
}
