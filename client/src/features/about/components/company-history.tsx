import { Quote } from "lucide-react";
import { siteConfig } from "@shared/site-config";
import { SectionHeading } from "@/components/ui/section-heading";
import { team } from "../content/team";

const founder = team[0];

/** "Unsere Geschichte": how the agency grew, with a word from the founder. */
export function CompanyHistory() {
  return (
    <section aria-labelledby="about-history-title" className="pb-[clamp(3.5rem,2.25rem+5vw,7rem)] pt-4">
      <div className="container-page grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
        <div>
          <SectionHeading
            id="about-history-title"
            eyebrow="Unsere Geschichte"
            title="Aus einem Ladenbüro wurde eine feste Adresse für Berlin"
          />
          <div className="mt-6 grid gap-5 text-lead text-muted-foreground">
            <p>
              {siteConfig.name} wurde {siteConfig.foundingYear} mit einer einfachen Idee gegründet: Immobilien sind mehr
              als Quadratmeter und Renditen – sie sind das Zuhause von Menschen. Deshalb nehmen wir uns Zeit für
              Eigentümer, Käufer und Mieter, hören zu und beraten so, wie wir selbst beraten werden möchten.
            </p>
            <p>
              Aus dem kleinen Büro in Mitte ist ein Team aus Maklern, Verwalterinnen, Sachverständigen und
              Projektentwicklern geworden. Wir vermitteln, verwalten und bewerten Immobilien in allen Berliner Bezirken
              und im Umland – vom Altbau in Prenzlauer Berg bis zum Neubauquartier am Stadtrand.
            </p>
            <p>
              Geblieben ist, was uns von Anfang an ausgemacht hat: kurze Wege, ehrliche Worte und echtes Gespür für die
              Stadt.
            </p>
          </div>
        </div>
        <figure className="self-start rounded-2xl border border-border bg-card p-8 shadow-card lg:mt-16">
          <Quote aria-hidden className="size-9 text-accent" />
          <blockquote className="mt-5 text-xl font-medium leading-relaxed text-foreground">
            <p>
              „Eine gute Vermittlung erkennt man daran, dass sich beide Seiten auch nach Jahren noch gern die Hand
              geben.“
            </p>
          </blockquote>
          <figcaption className="mt-6 border-t border-border pt-5 text-sm text-muted-foreground">
            <span className="block font-semibold text-foreground">{founder.name}</span>
            {founder.role}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
