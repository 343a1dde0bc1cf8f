// The one place that holds the agency's facts. Components read them from here and never repeat them.

export type OpeningHours = { days: string; shortDays: string; hours: string };
export type SocialNetwork = "facebook" | "instagram" | "linkedin";
export type SocialLink = { network: SocialNetwork; label: string; href: string };

export type SiteConfig = {
  name: string;
  tagline: string;
  description: string;
  foundingYear: number;
  address: { street: string; postalCode: string; city: string; country: string };
  phone: { display: string; href: string };
  email: string;
  openingHours: OpeningHours[];
  social: SocialLink[];
};

const foundingYear = 1998;

export const siteConfig: SiteConfig = {
  name: "Spreehaus Immobilien",
  tagline: "Immobilien mit Herz",
  description: `Spreehaus Immobilien: Vermittlung, Verwaltung und Wertermittlung von Immobilien in Berlin – persönlich, transparent und seit ${foundingYear} in der Stadt zu Hause.`,
  foundingYear,
  address: {
    street: "Torstraße 118",
    postalCode: "10119",
    city: "Berlin",
    country: "Deutschland",
  },
  phone: {
    display: "+49 30 1234 5678",
    href: "tel:+493012345678",
  },
  email: "info@spreehaus-immobilien.de",
  openingHours: [
    { days: "Montag – Freitag", shortDays: "Mo–Fr", hours: "9:00–18:00" },
    { days: "Samstag", shortDays: "Sa", hours: "10:00–14:00" },
    { days: "Sonntag", shortDays: "So", hours: "geschlossen" },
  ],
  social: [
    {
      network: "facebook",
      label: "Spreehaus Immobilien auf Facebook",
      href: "https://www.facebook.com/spreehaus.immobilien",
    },
    {
      network: "instagram",
      label: "Spreehaus Immobilien auf Instagram",
      href: "https://www.instagram.com/spreehaus.immobilien",
    },
    {
      network: "linkedin",
      label: "Spreehaus Immobilien auf LinkedIn",
      href: "https://www.linkedin.com/company/spreehaus-immobilien",
    },
  ],
};

/** "Torstraße 118, 10119 Berlin" */
export const fullAddress = `${siteConfig.address.street}, ${siteConfig.address.postalCode} ${siteConfig.address.city}`;

/** Browser title of a page: "{Page} | Spreehaus Immobilien". The home page uses `homeTitle`. */
export const pageTitle = (page: string) => `${page} | ${siteConfig.name}`;

/** "Spreehaus Immobilien | Immobilien mit Herz" */
export const homeTitle = `${siteConfig.name} | ${siteConfig.tagline}`;
