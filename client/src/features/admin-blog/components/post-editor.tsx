import { Link } from "wouter";
import { ExternalLink, FileQuestion } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { AdminBackLink, AdminPageHeader } from "@/components/layout/admin-page-header";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { useAdminPost } from "../api/use-admin-post";
import { publicPostPath } from "../lib/post-form";
import { PostForm } from "./post-form";
import { LoadError } from "@/components/ui/load-states";

const copy = {
  newTitle: "Neuer Beitrag",
  newText: "Schreiben Sie den Beitrag, prüfen Sie ihn in der Vorschau und veröffentlichen Sie ihn, wenn er fertig ist.",
  editTitle: "Beitrag bearbeiten",
  loading: "Beitrag wird geladen...",
  notFound: "Beitrag nicht gefunden",
  notFoundText: "Den Beitrag gibt es nicht oder er wurde gelöscht.",
  loadError: "Fehler beim Laden des Beitrags",
  loadErrorText: "Bitte versuchen Sie es später erneut.",
  retry: "Erneut versuchen",
  back: "Zur Beitragsliste",
  view: "Öffentlich ansehen",
  newTab: "(öffnet in neuem Tab)",
};

/** "12" → 12; anything that is not a positive integer → null (shows 'Beitrag nicht gefunden'). */
const parseId = (value: string) => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

function BackLink() {
  return <AdminBackLink href="/blog">{copy.back}</AdminBackLink>;
}

/** /admin/blog/new (no id) and /admin/blog/{id}: loads the post, then the form. */
export function PostEditor({ idParam }: { idParam?: string }) {
  const id = idParam === undefined ? undefined : parseId(idParam);
  const query = useAdminPost(id ?? undefined);
  const post = query.data;
  useAdminTitle(idParam === undefined ? copy.newTitle : (post?.title ?? copy.editTitle));

  if (idParam === undefined) {
    return (
      <>
        <BackLink />
        <AdminPageHeader title={copy.newTitle} description={copy.newText} />
        <PostForm />
      </>
    );
  }
  const missing = id === null || (query.isError && isApiError(query.error) && query.error.status === 404);
  if (missing || (query.isError && !post)) {
    return (
      <>
        <BackLink />
        <AdminPageHeader title={copy.editTitle} />
        {missing ? (
          <EmptyState
            icon={FileQuestion}
            title={copy.notFound}
            description={copy.notFoundText}
            action={
              <Link href="/blog" className={buttonClasses()}>
                {copy.back}
              </Link>
            }
          />
        ) : (
          <LoadError
            title={copy.loadError}
            description={copy.loadErrorText}
            onRetry={query.refetch}
            retryLabel={copy.retry}
          />
        )}
      </>
    );
  }
  if (query.isPending || !post) return <PageSpinner label={copy.loading} />;
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title={copy.editTitle}
        description={post.title}
        actions={
          post.published && (
            <a
              href={publicPostPath(post.slug)}
              target="_blank"
              rel="noopener"
              className={buttonClasses({ variant: "outline" })}
            >
              <ExternalLink aria-hidden />
              {copy.view}
              <span className="sr-only"> {copy.newTab}</span>
            </a>
          )
        }
      />
      {/* key: a different post (or a reload after saving) starts a fresh form. */}
      <PostForm key={`${post.id}-${post.updatedAt}`} post={post} />
    </>
  );
}
