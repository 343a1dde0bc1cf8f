import type { ReactNode } from "react";
import { CalendarCheck, Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { siteConfig } from "@shared/site-config";

function DetailRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground sm:size-11">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">{label}</h3>
        <div className="mt-1 text-foreground">{children}</div>
      </div>
    </div>
  );
}

const linkClasses =
  "inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline max-sm:text-[0.9375rem] sm:min-h-0";

/** Address, phone, e-mail and opening hours (all from the site config) and the appointment note. */
export function ContactDetails() {
  const { address } = siteConfig;
  return (
    <section
      aria-labelledby="contact-details-title"
      className="rounded-2xl border border-border bg-card p-5 shadow-card sm:p-8"
    >
      <h2 id="contact-details-title" className="text-h3 text-card-foreground">
        So erreichen Sie uns
      </h2>
      <div className="mt-6 grid gap-6">
        <DetailRow icon={MapPin} label="Adresse">
          <address className="not-italic leading-relaxed">
            {siteConfig.name}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </address>
        </DetailRow>
        <DetailRow icon={Phone} label="Telefon">
          <a href={siteConfig.phone.href} className={linkClasses}>
            {siteConfig.phone.display}
          </a>
        </DetailRow>
        <DetailRow icon={Mail} label="E-Mail">
          <a href={`mailto:${siteConfig.email}`} className={linkClasses}>
            {siteConfig.email}
          </a>
        </DetailRow>
        <DetailRow icon={Clock} label="Öffnungszeiten">
          <dl className="grid grid-cols-[auto_1fr] gap-x-5 gap-y-1">
            {siteConfig.openingHours.map((entry) => (
              <div key={entry.days} className="contents">
                {/* Phones show "Mo–Fr"; screen readers always hear the full days. */}
                <dt>
                  <span aria-hidden className="sm:hidden">
                    {entry.shortDays}
                  </span>
                  <span className="max-sm:sr-only">{entry.days}</span>
                </dt>
                <dd className="whitespace-nowrap tabular-nums text-muted-foreground">{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </DetailRow>
      </div>
      <p className="mt-8 flex gap-3 rounded-xl border border-accent/40 bg-accent/10 p-4 text-sm leading-relaxed text-foreground">
        <CalendarCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
        <span>
          <strong className="font-semibold">Bitte vereinbaren Sie vor Ihrem Besuch einen Termin.</strong> So ist Ihre
          Ansprechpartnerin oder Ihr Ansprechpartner sicher im Büro und wir können passende Unterlagen schon
          vorbereiten.
        </span>
      </p>
    </section>
  );
}
