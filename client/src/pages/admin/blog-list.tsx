import { AdminPage, NewRecordLink } from "@/components/layout/admin-page-header";
import { PostsOverview } from "@/features/admin-blog/components/posts-overview";

/** /admin/blog: every post, drafts included. */
export default function AdminBlogListPage() {
  return (
    <AdminPage
      title="Blog"
      description="Beiträge schreiben, in der Vorschau prüfen und veröffentlichen."
      actions={<NewRecordLink href="/blog/new">Neuer Beitrag</NewRecordLink>}
    >
      <PostsOverview />
    </AdminPage>
  );
}
