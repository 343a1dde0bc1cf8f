import { useParams } from "wouter";
import { PostEditor } from "@/features/admin-blog/components/post-editor";

/** /admin/blog/new and /admin/blog/{id}: the post form with edit and preview tabs. */
export default function AdminBlogEditPage() {
  const { id } = useParams<{ id?: string }>();
  return <PostEditor idParam={id} />;
}
