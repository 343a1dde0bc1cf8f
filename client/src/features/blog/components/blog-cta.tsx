import { Link } from "wouter";
import { MessageCircle } from "lucide-react";
import { siteConfig } from "@shared/site-config";
import { buttonClasses } from "@/components/ui/button";
import { CtaPanel } from "@/components/ui/cta-panel";

/** Closing call to action of the blog pages: from reading to a conversation. */
export function BlogCta() {
  return (
    <CtaPanel
      id="blog-cta-title"
      title="Fragen zu Ihrer Immobilie?"
      text={`Ob Verkauf, Vermietung oder Wertermittlung: Das Team von ${siteConfig.name} berät Sie persönlich und unverbindlich.`}
      actions={
        <Link href="/contact" className={buttonClasses({ variant: "accent", size: "lg" })}>
          <MessageCircle aria-hidden />
          Kontakt aufnehmen
        </Link>
      }
    />
  );
}
