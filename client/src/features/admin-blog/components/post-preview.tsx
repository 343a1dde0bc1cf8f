import { Badge } from "@/components/ui/badge";
import { BlogCoverImage } from "@/features/blog/components/blog-cover-image";
import { PostBody } from "@/features/blog/components/post-body";
import { Spinner } from "@/components/ui/spinner";
import { usePostPreview } from "../api/use-post-preview";
import { PostMeta } from "@/features/blog/components/post-meta";
import type { PostFormValues } from "../lib/post-form";

const copy = {
  draft: "Entwurf",
  untitled: "Ohne Titel",
  empty: "Noch kein Inhalt. Schreiben Sie im Tab „Bearbeiten“.",
  rendering: "Vorschau wird erstellt...",
  failed: "Die Vorschau konnte nicht erstellt werden. Bitte versuchen Sie es erneut.",
  coverAlt: (title: string) => `Titelbild zum Beitrag „${title}“`,
};

type PostPreviewProps = { values: PostFormValues; postId?: number; createdAt?: string };

/** The post as visitors will see it on /blog/{slug}: title, date and reading time, cover, content. */
export function PostPreview({ values, postId = 0, createdAt }: PostPreviewProps) {
  const title = values.title.trim() || copy.untitled;
  const cover = values.coverImage ?? "";
  return (
    <article className="overflow-hidden rounded-xl border border-border bg-background shadow-card">
      <header className="bg-linear-to-b from-secondary/70 to-background px-5 pb-8 pt-8 sm:px-10 sm:pt-12">
        <div className="mx-auto max-w-3xl">
          <div className="flex flex-wrap items-center gap-3">
            <p className="eyebrow">Blog</p>
            {!values.published && <Badge variant="outline">{copy.draft}</Badge>}
          </div>
          {/* h2: the admin page keeps its own h1. Same look as the public post title. */}
          <h2 className="mt-3 text-h1 text-foreground">{title}</h2>
          <PostMeta
            post={{ createdAt: createdAt ?? new Date().toISOString(), content: values.content }}
            className="mt-5 text-[0.9375rem]"
          />
        </div>
      </header>
      <div className="px-5 pb-12 sm:px-10">
        <div className="mx-auto max-w-5xl overflow-hidden rounded-2xl border border-border/60 bg-muted shadow-card">
          {cover.startsWith("data:image/") ? (
            <img
              src={cover}
              alt={copy.coverAlt(title)}
              className="aspect-video w-full object-cover dark:brightness-90"
            />
          ) : (
            <BlogCoverImage post={{ id: postId, title, coverImage: cover || null }} />
          )}
        </div>
        <div className="mx-auto max-w-3xl pt-10">
          <PreviewBody content={values.content} />
        </div>
      </div>
    </article>
  );
}

/** The text as the server renders it for the post page. */
function PreviewBody({ content }: { content: string }) {
  const preview = usePostPreview(content);
  if (!content.trim()) return <p className="italic text-muted-foreground">{copy.empty}</p>;
  if (preview.data) return <PostBody html={preview.data.html} />;
  if (preview.isError) return <p className="text-destructive">{copy.failed}</p>;
  return <Spinner label={copy.rendering} />;
}
