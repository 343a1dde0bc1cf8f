import { Link } from "wouter";
import { ArrowRight, Calculator, Building2, KeyRound } from "lucide-react";
import { PageSection, SectionLink } from "@/components/ui/section-heading";

const services = [
  {
    title: "Vermittlung",
    anchor: "vermittlung",
    icon: KeyRound,
    text: "Verkauf und Vermietung mit realistischer Preisstrategie, hochwertigem Exposé und sorgfältig geprüften Interessenten.",
  },
  {
    title: "Verwaltung",
    anchor: "verwaltung",
    icon: Building2,
    text: "Miet- und WEG-Verwaltung, die mitdenkt: transparente Abrechnungen, schnelle Reaktionszeiten und gepflegte Häuser.",
  },
  {
    title: "Wertermittlung",
    anchor: "wertermittlung",
    icon: Calculator,
    text: "Fundierte Marktwerteinschätzung auf Basis aktueller Vergleichsdaten – für Verkauf, Erbe, Scheidung oder Finanzierung.",
  },
];

export function ServicesTeaser() {
  return (
    <PageSection
      id="home-services"
      eyebrow="Unsere Leistungen"
      title="Alles rund um Ihre Immobilie – aus einer Hand"
      lead="Von der ersten Bewertung bis zur langfristigen Betreuung: Unser Team begleitet Eigentümer, Käufer und Mieter mit Erfahrung und Herz."
      actions={<SectionLink href="/services">Alle Leistungen ansehen</SectionLink>}
    >
      {/* One column (icon beside the text) up to lg, three columns from lg. */}
      <ul className="mt-12 grid gap-6 lg:grid-cols-3 lg:gap-8">
        {services.map(({ title, anchor, icon: Icon, text }) => (
          <li
            key={anchor}
            className="group relative flex flex-col gap-6 rounded-2xl border border-border bg-card p-7 shadow-card transition-shadow hover:shadow-card-hover sm:flex-row lg:flex-col lg:p-8"
          >
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon aria-hidden className="size-6" />
            </span>
            <div className="flex flex-1 flex-col">
              <h3 className="text-h3">{title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{text}</p>
              <Link
                href={`/services#${anchor}`}
                className="mt-6 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary after:absolute after:inset-0 after:rounded-2xl after:content-['']"
              >
                Mehr zu {title}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
