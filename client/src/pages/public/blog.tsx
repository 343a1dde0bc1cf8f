import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { BlogCta } from "@/features/blog/components/blog-cta";
import { BlogPostList } from "@/features/blog/components/blog-post-list";
import { blogPageCopy } from "@shared/blog-page";

export default function BlogPage() {
  useDocumentTitle(blogPageCopy.title);
  useMetaDescription(blogPageCopy.description);
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Wissen rund um Immobilien in Berlin"
        lead="Markteinschätzungen, Ratgeber und Geschichten aus den Kiezen – aufgeschrieben von unserem Team aus der täglichen Praxis."
      />
      <div className="container-page pb-[clamp(3.5rem,2.25rem+5vw,7rem)]">
        <BlogPostList />
      </div>
      <BlogCta />
    </>
  );
}
