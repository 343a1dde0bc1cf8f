import { ChevronDown } from "lucide-react";
import { PageSection } from "@/components/ui/section-heading";
import { faq } from "../content/faq";

/** Three questions as native disclosures (<details>): keyboard and screen-reader support built in. */
export function ContactFaq() {
  return (
    <PageSection
      id="contact-faq"
      muted
      containerClassName="max-w-4xl"
      eyebrow="FAQ"
      title="Häufige Fragen"
      align="center"
    >
      <div className="mt-10 grid gap-4">
        {faq.map((entry) => (
          <details
            key={entry.id}
            id={`faq-${entry.id}`}
            className="group rounded-2xl border border-border bg-card shadow-card"
          >
            <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-4 text-lg font-semibold text-card-foreground [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-accent-strong transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <div className="grid gap-3 px-6 pb-6 leading-relaxed text-muted-foreground">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
