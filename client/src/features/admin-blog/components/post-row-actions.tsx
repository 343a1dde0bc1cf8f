import { Link } from "wouter";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
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
      <Link
        href={`/blog/${post.id}`}
        aria-label={copy.edit(post.title)}
        title={copy.edit(post.title)}
        className={buttonClasses({ variant: "ghost", size: "icon" })}
      >
        <Pencil aria-hidden />
      </Link>
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
      <Button
        variant="ghost"
        size="icon"
        aria-label={copy.remove(post.title)}
        title={copy.remove(post.title)}
        onClick={onDelete}
        className="text-destructive hover:bg-destructive/10"
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
