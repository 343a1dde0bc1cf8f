import { Badge } from "@/components/ui/badge";
import { POST_BODY_ID, usePostHtml, type PagePost } from "../api/use-blog-post";
import { BackToBlogLink } from "./back-to-blog-link";
import { BlogCoverImage } from "./blog-cover-image";
import { PostBody } from "./post-body";
import { PostMeta } from "./post-meta";

/** One post: back link, title, date and reading time, cover, content. */
export function BlogPostArticle({ post }: { post: PagePost }) {
  const html = usePostHtml(post);
  return (
    <article>
      <header className="-mt-(--header-height) bg-linear-to-b from-secondary/70 to-background pt-(--header-height)">
        <div className="container-page">
          <div className="mx-auto max-w-3xl pb-10 pt-6 sm:pb-12 sm:pt-10 lg:pt-14">
            <BackToBlogLink className="-ml-1" />
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <p className="eyebrow">Blog</p>
              {/* Only signed-in admins receive drafts. */}
              {!post.published && <Badge variant="outline">Entwurf – nur für Administratoren sichtbar</Badge>}
            </div>
            <h1 className="mt-3 text-h1 text-foreground">{post.title}</h1>
            <PostMeta post={post} className="mt-5 text-[0.9375rem]" />
          </div>
        </div>
      </header>

      <div className="container-page">
        <div className="mx-auto max-w-5xl overflow-hidden rounded-2xl border border-border/60 bg-muted shadow-card">
          <BlogCoverImage post={post} priority layout="article" />
        </div>
        <div className="mx-auto max-w-3xl py-12 sm:py-16">
          <PostBody id={POST_BODY_ID} html={html} />
          <div className="mt-14 border-t border-border pt-6">
            <BackToBlogLink className="-ml-1" />
          </div>
        </div>
      </div>
    </article>
  );
}
