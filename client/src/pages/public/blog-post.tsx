import { useParams } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { isApiError } from "@/lib/api-client";
import { useBlogPost } from "@/features/blog/api/use-blog-post";
import { BlogCta } from "@/features/blog/components/blog-cta";
import { BlogPostArticle } from "@/features/blog/components/blog-post-article";
import { BlogPostLoadError, BlogPostNotFound } from "@/features/blog/components/blog-post-unavailable";
import { META_DESCRIPTION_LENGTH, postExcerpt } from "@/features/blog/lib/post-summary";

export default function BlogPostPage() {
  const { slug } = useParams<{ slug: string }>();
  const { data: post, isPending, isError, error, isFetching, refetch } = useBlogPost(slug);
  const notFound = !slug || (isError && isApiError(error) && error.status === 404);

  useDocumentTitle(post?.title ?? (notFound ? "Beitrag nicht gefunden" : "Blog"));
  useMetaDescription(post ? postExcerpt(post.content, META_DESCRIPTION_LENGTH) : undefined);

  if (notFound) return <BlogPostNotFound />;
  if (isPending || (isError && isFetching)) return <PageSpinner label="Beitrag wird geladen..." />;
  if (isError) return <BlogPostLoadError onRetry={() => void refetch()} />;
  return (
    <>
      <BlogPostArticle post={post} />
      <BlogCta />
    </>
  );
}
