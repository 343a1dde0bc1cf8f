import { PageSection } from "@/components/ui/section-heading";
import { companyValues } from "../content/values";

/** Vertrauen, Innovation, Nachhaltigkeit. */
export function ValuesGrid() {
  return (
    <PageSection id="about-values" muted eyebrow="Unsere Werte" title="Wofür wir stehen" align="center">
      <ul className="mt-12 grid gap-6 lg:grid-cols-3 lg:gap-8">
        {companyValues.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-2xl border border-border bg-card p-7 text-center shadow-card lg:p-9">
            <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
              <Icon aria-hidden className="size-7" />
            </span>
            <h3 className="mt-5 text-h3 text-card-foreground">{title}</h3>
            <p className="mt-3 leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
