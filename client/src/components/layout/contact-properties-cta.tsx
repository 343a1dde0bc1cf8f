import { Link } from "wouter";
import { ArrowRight, MessageCircle } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { CtaPanel } from "@/components/ui/cta-panel";

/** Closing block of the content pages: 'Kontakt aufnehmen' (/contact) and 'Immobilien entdecken' (/properties). */
export function ContactPropertiesCta({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <CtaPanel
      id={id}
      className="pt-[clamp(3.5rem,2.25rem+5vw,7rem)]"
      title={title}
      text={text}
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
