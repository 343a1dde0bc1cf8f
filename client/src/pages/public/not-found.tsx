import { Link } from "wouter";
import { ArrowLeft, Building } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { notFoundPageHead } from "@shared/page-words";

// German only: the heading names what happened, the text and the two links help the visitor on.
// The server answers these paths with 404.
export default function NotFoundPage() {
  useDocumentTitle(notFoundPageHead.title);
  useMetaDescription(notFoundPageHead.description);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-accent-strong sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-6 text-h1">{notFoundPageHead.title}</h1>
      <p className="mt-4 max-w-md text-lead text-foreground">
        Diese Seite gibt es leider nicht. Vielleicht hat sich die Adresse geändert oder ein Tippfehler hat sich
        eingeschlichen.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses({ size: "lg" })}>
          <ArrowLeft aria-hidden />
          Zur Startseite
        </Link>
        <Link href="/properties" className={buttonClasses({ variant: "outline", size: "lg" })}>
          <Building aria-hidden />
          Zu den Immobilien
        </Link>
      </div>
    </section>
  );
}
