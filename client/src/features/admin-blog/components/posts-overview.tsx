import { useState } from "react";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useBlogPosts } from "@/features/blog/api/use-blog-posts";
import { usePostFilter } from "../hooks/use-post-filter";
import { DeletePostDialog, type PostToDelete } from "./delete-post-dialog";
import { PostCards } from "./post-cards";
import { PostsTable } from "./posts-table";
import { PostsToolbar } from "./posts-toolbar";
import { LoadError } from "@/components/ui/load-states";

const copy = {
  loading: "Beiträge werden geladen...",
  error: "Fehler beim Laden der Beiträge",
  errorText: "Bitte versuchen Sie es später erneut.",
  retry: "Erneut versuchen",
  empty: "Keine Beiträge gefunden",
  emptyNone: "Es gibt noch keinen Beitrag. Legen Sie den ersten an.",
  emptyFiltered: "Kein Beitrag passt zu Suche und Filter.",
  reset: "Filter zurücksetzen",
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? "Beitrag" : "Beiträge"}` : `${shown} von ${total} Beiträgen`,
};

/** The admin list: GET /api/blog (drafts included for admins), searched and filtered here. */
export function PostsOverview() {
  const { data, isPending, isError, refetch } = useBlogPosts();
  const list = usePostFilter(data);
  const [toDelete, setToDelete] = useState<PostToDelete | null>(null);
  const onDelete = (post: PostToDelete) => setToDelete({ id: post.id, title: post.title });

  let content;
  if (isPending) {
    content = <Spinner size="lg" className="w-full py-20" label={copy.loading} />;
  } else if (isError) {
    content = <LoadError title={copy.error} description={copy.errorText} onRetry={refetch} retryLabel={copy.retry} />;
  } else if (list.visible.length === 0) {
    content = (
      <EmptyState
        icon={SearchX}
        title={copy.empty}
        description={data.length === 0 ? copy.emptyNone : copy.emptyFiltered}
        action={
          <Button variant="outline" onClick={list.reset}>
            {copy.reset}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <p role="status" className="mb-3 text-sm text-muted-foreground">
          {copy.count(list.visible.length, data.length)}
        </p>
        <div className="hidden lg:block">
          <PostsTable posts={list.visible} onDelete={onDelete} />
        </div>
        <div className="lg:hidden">
          <PostCards posts={list.visible} onDelete={onDelete} />
        </div>
      </>
    );
  }

  return (
    <>
      <PostsToolbar filter={list.filter} active={list.active} onChange={list.update} onReset={list.reset} />
      <div className="mt-6">{content}</div>
      <DeletePostDialog post={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
