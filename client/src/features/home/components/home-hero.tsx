import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowRight, Phone } from "lucide-react";
import { siteConfig } from "@shared/site-config";
import { buttonClasses } from "@/components/ui/button";

const HERO_IMAGE = { src: "/images/hero-berlin.svg", width: 1200, height: 1000 };

/**
 * Home hero: headline, intro, two calls to action and the Berlin illustration (the LCP image);
 * `search` (the quick search) sits under them across the width.
 */
export function HomeHero({ search }: { search?: ReactNode }) {
  return (
    // Pulls itself up behind the transparent header so the tint starts at the very top.
    <section
      aria-labelledby="home-hero-title"
      className="relative -mt-(--header-height) overflow-hidden bg-linear-to-b from-secondary/70 via-background to-background pt-(--header-height)"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -right-40 -top-40 size-[36rem] rounded-full bg-accent/15 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-12 pb-16 pt-10 sm:pt-14 lg:grid-cols-[1.15fr_1fr] lg:gap-10 xl:gap-16 lg:pb-24 lg:pt-20">
        <div>
          <p className="eyebrow">
            {siteConfig.tagline} · seit {siteConfig.foundingYear} in {siteConfig.address.city}
          </p>
          <h1 id="home-hero-title" className="mt-4 text-display text-foreground">
            Zuhause finden, Zukunft gestalten
          </h1>
          <p className="mt-6 max-w-xl text-lead text-muted-foreground">
            Ob Altbauwohnung im Kiez, Familienhaus im Grünen oder Gewerbefläche in bester Lage: Wir vermitteln,
            verwalten und bewerten Immobilien in Berlin – persönlich, transparent und mit echtem Gespür für die Stadt.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:flex-col xl:flex-row">
            <Link href="/properties" className={buttonClasses({ size: "lg" })}>
              Immobilien entdecken
              <ArrowRight aria-hidden />
            </Link>
            <a href={siteConfig.phone.href} className={buttonClasses({ variant: "outline", size: "lg" })}>
              <Phone aria-hidden />
              {siteConfig.phone.display}
            </a>
          </div>
        </div>

        {/* On phones the quick search comes before the illustration. */}
        <div className="relative order-last lg:order-none">
          <div aria-hidden className="absolute -inset-3 -z-10 rotate-2 rounded-[2rem] bg-accent/25 sm:-inset-4" />
          <img
            src={HERO_IMAGE.src}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            alt="Illustration: Berliner Altbauten und der Fernsehturm am Ufer der Spree"
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-2xl border border-border/60 shadow-card-hover"
          />
        </div>
        {search && <div className="lg:col-span-2">{search}</div>}
      </div>
    </section>
  );
}
