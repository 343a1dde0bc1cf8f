import { Link } from "wouter";
import { MessageCircle } from "lucide-react";
import { siteConfig } from "@shared/site-config";
import { buttonClasses } from "@/components/ui/button";

/** Closing call to action of the blog pages: from reading to a conversation. */
export function BlogCta() {
  return (
    <section aria-labelledby="blog-cta-title" className="container-page pb-[clamp(3.5rem,2.25rem+5vw,7rem)]">
      <div className="relative overflow-hidden rounded-3xl bg-inverse px-6 py-12 text-inverse-foreground sm:px-12 lg:px-16 lg:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-accent/25 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 -left-16 size-72 rounded-full bg-[#1b7490]/40 blur-3xl"
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="blog-cta-title" className="text-h2">
              Fragen zu Ihrer Immobilie?
            </h2>
            <p className="mt-4 text-lead text-inverse-muted">
              Ob Verkauf, Vermietung oder Wertermittlung: Das Team von {siteConfig.name} berät Sie persönlich und
              unverbindlich.
            </p>
          </div>
          <Link
            href="/contact"
            className={buttonClasses({ variant: "accent", size: "lg", className: "self-start lg:self-auto" })}
          >
            <MessageCircle aria-hidden />
            Kontakt aufnehmen
          </Link>
        </div>
      </div>
    </section>
  );
}
