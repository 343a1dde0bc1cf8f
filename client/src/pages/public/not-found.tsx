import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";

// Heading and text stay exactly as written (the agreed copy of the not-found page).
export default function NotFoundPage() {
  useDocumentTitle("Seite nicht gefunden");
  useMetaDescription(
    "Diese Seite gibt es leider nicht. Über die Navigation finden Sie zurück zu unseren Immobilien und Leistungen.",
  );
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-accent-strong sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-6 text-h1">404 Page Not Found</h1>
      <p className="mt-4 max-w-md text-lead text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link href="/" className={buttonClasses({ size: "lg", className: "mt-10" })}>
        <ArrowLeft aria-hidden />
        Zur Startseite
      </Link>
    </section>
  );
}
