import { Link } from "wouter";
import { ArrowLeft, RotateCw } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Button, buttonClasses } from "@/components/ui/button";

const backLink = (
  <Link href="/blog" className={buttonClasses({ size: "lg" })}>
    <ArrowLeft aria-hidden />
    Zurück zum Blog
  </Link>
);

/** 404: the slug does not exist or the post is a draft. */
export function BlogPostNotFound() {
  return (
    <PageHeader
      eyebrow="Blog"
      title="Beitrag nicht gefunden"
      lead="Der gesuchte Beitrag existiert nicht oder wurde entfernt."
      className="min-h-[60vh]"
    >
      {backLink}
    </PageHeader>
  );
}

/** Any other failure (server or network): the post may exist, so offer to try again. */
export function BlogPostLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageHeader
      eyebrow="Blog"
      title="Beitrag konnte nicht geladen werden"
      lead="Bitte versuchen Sie es später erneut."
      className="min-h-[60vh]"
    >
      <Button variant="outline" size="lg" onClick={onRetry}>
        <RotateCw aria-hidden />
        Erneut versuchen
      </Button>
      {backLink}
    </PageHeader>
  );
}
