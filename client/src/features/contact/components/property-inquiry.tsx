import { lazy, Suspense, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useNearViewport } from "@/hooks/use-near-viewport";

// The form (react-hook-form + Zod) sits far below the fold on a phone: its code loads when the
// visitor scrolls towards it, so evaluating it never blocks the listing becoming interactive
// (on wide screens it is in view, and loads at once).
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

const copy = {
  eyebrow: "Anfrage",
  heading: "Anfrage zu dieser Immobilie",
  lead: (title: string) =>
    `Sie möchten mehr über „${title}“ erfahren oder die Immobilie besichtigen? Schreiben Sie uns – Ihre Nachricht erreicht uns mit Bezug auf dieses Angebot, und wir melden uns in Kürze.`,
};

/** The contact form, sent with this property's id so the inbox shows which listing it is about. */
export function PropertyInquiry({ propertyId, title }: { propertyId: number; title: string }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const spinner = <Spinner label="Formular wird geladen..." />;
  return (
    <section
      ref={section}
      aria-labelledby="property-inquiry-title"
      className="rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8"
    >
      <p className="eyebrow">{copy.eyebrow}</p>
      <h2 id="property-inquiry-title" className="mt-2 text-h2 text-foreground">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-prose leading-relaxed text-muted-foreground">{copy.lead(title)}</p>
      <div className="mt-6 min-h-[28rem]">
        {near ? (
          <Suspense fallback={spinner}>
            <ContactForm propertyId={propertyId} />
          </Suspense>
        ) : (
          spinner
        )}
      </div>
    </section>
  );
}
