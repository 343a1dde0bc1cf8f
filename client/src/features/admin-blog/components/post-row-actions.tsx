import { ExternalLink } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { DeleteIconButton, EditIconLink } from "@/components/ui/row-actions";
import type { BlogPost } from "@shared/contracts/blog";
import { publicPostPath } from "../lib/post-form";

const copy = {
  edit: (title: string) => `„${title}“ bearbeiten`,
  view: (title: string) => `„${title}“ öffentlich ansehen (öffnet in neuem Tab)`,
  remove: (title: string) => `„${title}“ löschen`,
};

/** Edit, public view (published posts only) and delete. */
export function PostRowActions({ post, onDelete }: { post: BlogPost; onDelete: () => void }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <EditIconLink href={`/blog/${post.id}`} label={copy.edit(post.title)} />
      {post.published && (
        <a
          href={publicPostPath(post.slug)}
          target="_blank"
          rel="noopener"
          aria-label={copy.view(post.title)}
          title={copy.view(post.title)}
          className={buttonClasses({ variant: "ghost", size: "icon" })}
        >
          <ExternalLink aria-hidden />
        </a>
      )}
      <DeleteIconButton label={copy.remove(post.title)} onClick={onDelete} />
    </div>
  );
}
