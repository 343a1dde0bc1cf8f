import { Link } from "wouter";
import { ArrowRight, MessageCircle } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { CtaPanel } from "@/components/ui/cta-panel";

export function AboutClosing() {
  return (
    <CtaPanel
      id="about-cta-title"
      className="pt-[clamp(3.5rem,2.25rem+5vw,7rem)]"
      title="Lernen Sie uns persönlich kennen"
      text="Ob erste Frage oder konkretes Vorhaben: Wir nehmen uns Zeit für Sie – im Büro, am Telefon oder direkt bei Ihrer Immobilie."
      actions={
        <>
          <Link href="/contact" className={buttonClasses({ variant: "accent", size: "lg" })}>
            <MessageCircle aria-hidden />
            Kontakt aufnehmen
          </Link>
          <Link href="/properties" className={buttonClasses({ variant: "inverse-outline", size: "lg" })}>
            Immobilien entdecken
            <ArrowRight aria-hidden />
          </Link>
        </>
      }
    />
  );
}
