import { Link } from "wouter";
import { ArrowRight, MessageCircle } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { CtaPanel } from "@/components/ui/cta-panel";

/** Closing block of the content pages: 'Kontakt aufnehmen' (/contact) and 'Immobilien entdecken' (/properties). */
export function ContactPropertiesCta({
  id,
  title,
  text,
  className = "pt-[clamp(3.5rem,2.25rem+5vw,7rem)]",
}: {
  id: string;
  title: string;
  text: string;
  /** Space above the panel; the home page's sections bring their own. */
  className?: string;
}) {
  return (
    <CtaPanel
      id={id}
      className={className}
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
