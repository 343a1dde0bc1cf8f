import { Lock, Mail, Phone } from "lucide-react";
import { siteConfig } from "@shared/site-config";

const copy = {
  nextTitle: "So geht es weiter",
  next: [
    "Wir prüfen Ihre Angaben und Unterlagen – meist innerhalb weniger Tage.",
    "Passt alles, vereinbaren wir mit Ihnen einen Besichtigungstermin.",
    "Nach der Besichtigung melden wir uns mit der Entscheidung des Vermieters.",
  ],
  questions: "Fragen zur Bewerbung?",
  privacy:
    "Ihre Angaben und Dokumente sehen nur unsere Mitarbeiterinnen und Mitarbeiter; wir nutzen sie ausschließlich für die Wohnungsvermittlung.",
};

/** Beside the wizard on wide screens, below it on phones: what happens next, whom to ask. */
export function ApplicationAside() {
  return (
    <aside
      aria-label="Hinweise zur Bewerbung"
      className="grid gap-4 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]"
    >
      <div className="rounded-xl border border-border bg-card p-5 shadow-card">
        <h2 className="text-h3 text-card-foreground">{copy.nextTitle}</h2>
        <ol className="mt-4 grid gap-3">
          {copy.next.map((text, index) => (
            <li key={text} className="flex gap-3 text-sm leading-relaxed text-muted-foreground">
              <span
                aria-hidden
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-bold text-secondary-foreground"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{text}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="rounded-xl border border-border bg-card p-5 shadow-card">
        <h2 className="text-h3 text-card-foreground">{copy.questions}</h2>
        <ul className="mt-3 grid gap-1">
          <li>
            <a
              href={siteConfig.phone.href}
              className="-mx-2 inline-flex min-h-11 items-center gap-2.5 rounded-full px-2 font-semibold text-primary hover:underline"
            >
              <Phone aria-hidden className="size-4" />
              {siteConfig.phone.display}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${siteConfig.email}`}
              className="-mx-2 inline-flex min-h-11 items-center gap-2.5 break-all rounded-full px-2 font-semibold text-primary hover:underline"
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              {siteConfig.email}
            </a>
          </li>
        </ul>
        <p className="mt-4 flex gap-2.5 border-t border-border pt-4 text-sm leading-relaxed text-muted-foreground">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {copy.privacy}
        </p>
      </div>
    </aside>
  );
}
