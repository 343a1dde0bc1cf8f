import { Link } from "wouter";
import { Mail, Phone, Send } from "lucide-react";
import { siteConfig } from "@shared/site-config";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { inquiryPath } from "@/lib/inquiry-path";

const copy = {
  heading: "Fragen zur Immobilie?",
  text: "Unser Team berät Sie persönlich und vereinbart gern einen Besichtigungstermin mit Ihnen.",
  phone: "Telefon",
  email: "E-Mail",
  message: "Nachricht senden",
};

const linkClasses = "flex min-h-11 items-center gap-3 rounded-lg font-medium text-foreground hover:text-primary";

/** The agency's phone and e-mail (from the site configuration) and a link to the contact form about this listing. */
export function PropertyContactBox({ propertyId }: { propertyId: number }) {
  return (
    <Card className="p-6 sm:p-7">
      <h2 className="text-h3 text-foreground">{copy.heading}</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{copy.text}</p>
      <ul className="mt-4 grid gap-1">
        <li>
          <a href={siteConfig.phone.href} className={linkClasses}>
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Phone aria-hidden className="size-4" />
            </span>
            <span className="sr-only">{copy.phone}: </span>
            {siteConfig.phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${siteConfig.email}`} className={`${linkClasses} break-all`}>
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Mail aria-hidden className="size-4" />
            </span>
            <span className="sr-only">{copy.email}: </span>
            {siteConfig.email}
          </a>
        </li>
      </ul>
      <Link
        href={inquiryPath(propertyId)}
        className={buttonClasses({ variant: "outline", className: "mt-5 w-full", wrap: true })}
      >
        <Send aria-hidden />
        {copy.message}
      </Link>
    </Card>
  );
}
