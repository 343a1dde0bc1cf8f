import { Newspaper } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { useBlogPosts } from "../api/use-blog-posts";
import { publishedPosts } from "../lib/post-summary";
import { FeaturedPostCard } from "./featured-post-card";
import { PostCard } from "./post-card";
import { LoadError, LoadingBlock } from "@/components/ui/load-states";

/** The blog list with its states: loading, error, empty, newest post featured and the rest in a grid. */
export function BlogPostList() {
  const { data, isPending, isError, isFetching, refetch } = useBlogPosts();

  if (isPending || (isError && isFetching)) {
    return <LoadingBlock className="py-24" label="Beiträge werden geladen..." />;
  }
  if (isError) {
    return (
      <LoadError
        title="Fehler beim Laden der Beiträge"
        description="Bitte versuchen Sie es später erneut."
        onRetry={refetch}
      />
    );
  }

  const [featured, ...rest] = publishedPosts(data);
  if (!featured) {
    return (
      <EmptyState
        icon={Newspaper}
        title="Keine Beiträge gefunden"
        description="Schauen Sie bald wieder vorbei: Wir schreiben regelmäßig über den Berliner Immobilienmarkt, Kaufen, Mieten und Verwalten."
      />
    );
  }
  return (
    <div className="grid gap-14 sm:gap-16">
      <FeaturedPostCard post={featured} />
      {rest.length > 0 && (
        <section aria-labelledby="blog-more-title">
          <h2 id="blog-more-title" className="text-h3 text-foreground">
            Weitere Beiträge
          </h2>
          <div data-testid="post-grid" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {rest.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
