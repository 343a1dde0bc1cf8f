import { Link } from "wouter";
import { ArrowRight, MessageCircle } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

export function ClosingCta() {
  return (
    <section aria-labelledby="home-cta-title" className="container-page pb-[clamp(3.5rem,2.25rem+5vw,7rem)]">
      <div className="relative overflow-hidden rounded-3xl bg-inverse px-6 py-14 text-inverse-foreground sm:px-12 lg:px-16 lg:py-20">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-accent/25 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-[#1b7490]/40 blur-3xl"
        />
        <div className="relative flex flex-col gap-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="home-cta-title" className="text-h2">
              Bereit für den nächsten Schritt?
            </h2>
            <p className="mt-4 text-lead text-inverse-muted">
              Ob Sie verkaufen, vermieten oder Ihr neues Zuhause suchen: Erzählen Sie uns von Ihren Plänen. Wir melden
              uns innerhalb eines Werktags.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
            <Link href="/contact" className={buttonClasses({ variant: "accent", size: "lg" })}>
              <MessageCircle aria-hidden />
              Kontakt aufnehmen
            </Link>
            <Link href="/properties" className={buttonClasses({ variant: "inverse-outline", size: "lg" })}>
              Immobilien entdecken
              <ArrowRight aria-hidden />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
