import { Quote } from "lucide-react";
import { PageSection } from "@/components/ui/section-heading";

type Testimonial = { name: string; role: string; text: string; initials: string; avatarClass: string };

// Avatar colours are fixed pairs that keep AA contrast in both themes.
const testimonials: Testimonial[] = [
  {
    name: "Julia Brenner",
    role: "Mieterin in Prenzlauer Berg",
    initials: "JB",
    avatarClass: "bg-[#123a52] text-white",
    text: "Nach Monaten erfolgloser Suche hatte ich innerhalb von drei Wochen den Mietvertrag für meine Traumwohnung. Die Bewerbung ging komplett online, und ich wusste immer, wo ich stehe.",
  },
  {
    name: "Thomas und Aylin Keller",
    role: "Verkäufer eines Einfamilienhauses in Potsdam",
    initials: "TK",
    avatarClass: "bg-[#dd9a5e] text-[#0e1b2c]",
    text: "Die Wertermittlung war fundiert und ehrlich, der Verkauf lief diskret und schneller als erwartet. Wir haben uns in jeder Phase gut beraten gefühlt.",
  },
  {
    name: "Dr. Martin Hoffmann",
    role: "Eigentümer von zwölf Wohneinheiten",
    initials: "MH",
    avatarClass: "bg-[#1b6f86] text-white",
    text: "Seit Spreehaus unsere Häuser verwaltet, sind die Abrechnungen pünktlich, die Mieter zufrieden und ich muss mich um nichts mehr kümmern. Verlässlicher geht es nicht.",
  },
];

export function Testimonials() {
  return (
    <PageSection
      id="home-testimonials"
      eyebrow="Stimmen unserer Kunden"
      title="Was Kunden über uns sagen"
      align="center"
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-3 lg:gap-8">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-7 shadow-card lg:p-8">
              <Quote aria-hidden className="size-8 text-accent" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
                <p>„{t.text}“</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-border pt-6">
                <span
                  aria-hidden
                  className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full text-sm font-bold tracking-wide ${t.avatarClass}`}
                >
                  {t.initials}
                </span>
                <span>
                  <span className="block font-semibold text-foreground">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
