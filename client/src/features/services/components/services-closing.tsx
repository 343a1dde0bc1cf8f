import { Link } from "wouter";
import { ArrowRight, MessageCircle } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { CtaPanel } from "@/components/ui/cta-panel";

export function ServicesClosing() {
  return (
    <CtaPanel
      id="services-cta-title"
      className="pt-[clamp(3.5rem,2.25rem+5vw,7rem)]"
      title="Welche Leistung passt zu Ihnen?"
      text="Erzählen Sie uns von Ihrer Immobilie und Ihren Plänen. Wir beraten Sie unverbindlich und stellen Ihnen ein Paket zusammen, das wirklich zu Ihnen passt."
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
