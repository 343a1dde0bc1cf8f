import { Link } from "wouter";
import { Plus } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { PostsOverview } from "@/features/admin-blog/components/posts-overview";

/** /admin/blog: every post, drafts included. */
export default function AdminBlogListPage() {
  useAdminTitle("Blog");
  return (
    <>
      <AdminPageHeader
        title="Blog"
        description="Beiträge schreiben, in der Vorschau prüfen und veröffentlichen."
        actions={
          <Link href="/blog/new" className={buttonClasses()}>
            <Plus aria-hidden />
            Neuer Beitrag
          </Link>
        }
      />
      <PostsOverview />
    </>
  );
}
