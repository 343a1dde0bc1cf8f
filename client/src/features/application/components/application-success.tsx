import { useEffect, useState, type Ref } from "react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

const copy = {
  title: "Bewerbung erfolgreich gesendet!",
  text: (name: string) => `Vielen Dank, ${name}. Wir haben Ihnen eine Eingangsbestätigung per E-Mail geschickt.`,
  reference: "Ihre Referenznummer",
  referenceHint: "Bitte geben Sie sie bei Rückfragen an.",
  nextTitle: "Was jetzt passiert",
  next: [
    "Wir prüfen Ihre Unterlagen sorgfältig, in der Regel innerhalb von drei Werktagen.",
    "Passt Ihre Bewerbung, laden wir Sie per E-Mail zu einer Besichtigung ein.",
    "Über den Link in der Bestätigung können Sie Ihre Bewerbung jederzeit zurückziehen.",
  ],
  toProperty: "Zurück zur Immobilie",
  more: "Weitere Immobilien entdecken",
};

/**
 * Drawn checkmark: the stroke is revealed by a transition after mounting. Under
 * prefers-reduced-motion the global rule cuts transitions to ~0 ms, so it simply appears.
 */
function AnimatedCheck() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <span
      aria-hidden
      className={cn(
        "mx-auto inline-flex size-20 items-center justify-center rounded-full bg-success/12 ring-8 ring-success/6 transition-transform duration-500 ease-out",
        drawn ? "scale-100" : "scale-75",
      )}
    >
      <svg
        viewBox="0 0 52 52"
        className="size-12 text-success"
        fill="none"
        stroke="currentColor"
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path
          d="M14 27 l8 8 l16 -18"
          pathLength={1}
          strokeDasharray={1}
          strokeDashoffset={drawn ? 0 : 1}
          className="transition-[stroke-dashoffset] delay-200 duration-700 ease-out"
        />
      </svg>
    </span>
  );
}

type ApplicationSuccessProps = {
  name: string;
  reference: string;
  propertyId: number;
  headingRef: Ref<HTMLHeadingElement>;
  /** The card, scrolled into view with the focused heading. */
  containerRef: Ref<HTMLDivElement>;
};

/** Replaces the form after a successful submission. */
export function ApplicationSuccess({ name, reference, propertyId, headingRef, containerRef }: ApplicationSuccessProps) {
  return (
    <Card ref={containerRef} className="px-6 py-10 text-center sm:px-12 sm:py-14">
      <AnimatedCheck />
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-h2 text-card-foreground outline-none">
        {copy.title}
      </h2>
      <p className="mx-auto mt-4 max-w-lg text-lead text-muted-foreground">{copy.text(name)}</p>
      <div className="mx-auto mt-6 max-w-sm rounded-lg border border-border bg-muted px-4 py-3">
        <p className="text-sm text-muted-foreground">{copy.reference}</p>
        <p className="mt-1 font-mono text-h3 font-semibold tracking-wider text-card-foreground">{reference}</p>
        <p className="mt-1 text-sm text-muted-foreground">{copy.referenceHint}</p>
      </div>
      <div className="mx-auto mt-8 max-w-lg text-left">
        <h3 className="text-h3 text-card-foreground">{copy.nextTitle}</h3>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-muted-foreground marker:font-semibold marker:text-card-foreground">
          {copy.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={`/properties/${propertyId}`} className={buttonClasses({ size: "lg" })}>
          {copy.toProperty}
        </Link>
        <Link href="/properties" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {copy.more}
        </Link>
      </div>
    </Card>
  );
}
