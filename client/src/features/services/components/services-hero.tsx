import { Link } from "wouter";
import { ArrowRight, MessageCircle, Phone } from "lucide-react";
import { siteConfig } from "@shared/site-config";
import { PageHeader } from "@/components/layout/page-header";
import { buttonClasses } from "@/components/ui/button";
import { services } from "../content/services";

/** Page hero: h1, lead, call to action to /contact and a jump list to the six sections. */
export function ServicesHero() {
  return (
    <PageHeader
      eyebrow="Leistungen"
      title="Alles für Ihre Immobilie – aus einer Hand"
      lead={`Vermitteln, verwalten, bewerten, betreuen, instand halten und neu entwickeln: Seit ${siteConfig.foundingYear} begleiten wir Eigentümer, Käufer und Mieter in Berlin mit Erfahrung, Marktkenntnis und Herz.`}
    >
      <Link href="/contact" className={buttonClasses({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}>
        <MessageCircle aria-hidden />
        Kostenlose Erstberatung
      </Link>
      <a
        href={siteConfig.phone.href}
        className={buttonClasses({ variant: "outline", size: "lg", className: "w-full sm:w-auto" })}
      >
        <Phone aria-hidden />
        {siteConfig.phone.display}
      </a>
      <nav aria-label="Leistungen auf dieser Seite" className="mt-4 w-full">
        <ul className="flex flex-wrap gap-2">
          {services.map((service) => (
            <li key={service.id}>
              <a
                href={`#${service.id}`}
                className="group inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-card/80 px-4 text-sm font-medium text-foreground shadow-xs transition-colors hover:border-primary/40 hover:bg-card"
              >
                {service.title}
                <ArrowRight
                  aria-hidden
                  className="size-3.5 rotate-90 text-accent-strong transition-transform group-hover:translate-y-0.5"
                />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </PageHeader>
  );
}
