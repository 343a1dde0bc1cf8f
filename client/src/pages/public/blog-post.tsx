import { useParams } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Placeholder: replaced by the real page (route /blog/:slug).
export default function BlogPostPage() {
  const { slug } = useParams<{ slug: string }>();
  useDocumentTitle("Blog");
  return <PageHeader eyebrow="Blog" title={slug} lead="Diese Seite entsteht gerade." />;
}
