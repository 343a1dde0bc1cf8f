import { Link } from "wouter";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { fullAddress, siteConfig } from "@shared/site-config";
import { BrandLogo } from "./brand-logo";
import { legalNavigation, mainNavigation, propertyShortcuts, type NavItem } from "./navigation";
import { SocialIcon } from "./social-icon";

const linkClasses =
  "inline-flex min-h-10 items-center text-inverse-muted transition-colors hover:text-inverse-foreground sm:min-h-8";

function LinkList({ items, className }: { items: NavItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={linkClasses}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterLinks({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-inverse-foreground">{title}</h2>
      <LinkList items={items} className="mt-4 grid gap-1" />
    </nav>
  );
}

export default function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-inverse text-inverse-foreground">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-12 py-16 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:gap-10 lg:py-20">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <BrandLogo inverse />
          <p className="mt-5 leading-relaxed text-inverse-muted">
            {siteConfig.tagline}: Wir vermitteln, verwalten und bewerten Immobilien in Berlin – seit{" "}
            {siteConfig.foundingYear}.
          </p>
          <ul className="mt-6 flex gap-2">
            {siteConfig.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  title={link.label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-inverse-foreground transition-colors hover:border-accent hover:bg-accent hover:text-accent-foreground"
                >
                  <SocialIcon network={link.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks title="Navigation" items={mainNavigation} />
        <FooterLinks title="Immobilien" items={propertyShortcuts} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-inverse-foreground">Kontakt</h2>
          <address className="mt-4 grid gap-3 not-italic text-inverse-muted">
            <p className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>
                {siteConfig.name}
                <br />
                {fullAddress}
              </span>
            </p>
            <a
              href={siteConfig.phone.href}
              className="flex min-h-10 items-center gap-3 transition-colors hover:text-inverse-foreground sm:min-h-8"
            >
              <Phone aria-hidden className="size-5 shrink-0 text-accent" />
              {siteConfig.phone.display}
            </a>
            <a
              href={`mailto:${siteConfig.email}`}
              className="flex min-h-10 items-center gap-3 break-all transition-colors hover:text-inverse-foreground sm:min-h-8"
            >
              <Mail aria-hidden className="size-5 shrink-0 text-accent" />
              {siteConfig.email}
            </a>
          </address>
          <div className="mt-4 flex gap-3 text-inverse-muted">
            <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {siteConfig.openingHours.map((entry) => (
                <div key={entry.shortDays} className="contents">
                  <dt>{entry.shortDays}</dt>
                  <dd>{entry.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-inverse-muted md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {siteConfig.name}. Alle Rechte vorbehalten.
          </p>
          <nav aria-label="Rechtliches">
            <LinkList items={legalNavigation} className="flex flex-wrap gap-x-6 gap-y-1" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
