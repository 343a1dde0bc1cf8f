// Where the public site links to. Header and footer read these lists; pages link with the same paths.

export type NavItem = { label: string; href: string };

/** The six main routes (header and footer). */
export const mainNavigation: NavItem[] = [
  { label: "Startseite", href: "/" },
  { label: "Leistungen", href: "/services" },
  { label: "Immobilien", href: "/properties" },
  { label: "Über uns", href: "/about-us" },
  { label: "Blog", href: "/blog" },
  { label: "Kontakt", href: "/contact" },
];

export const propertyShortcuts: NavItem[] = [
  { label: "Kaufen", href: "/properties?transactionType=buy" },
  { label: "Mieten", href: "/properties?transactionType=rent" },
  { label: "Neubau", href: "/properties?type=new" },
  { label: "Gewerbe", href: "/properties?type=commercial" },
];

export const legalNavigation: NavItem[] = [
  { label: "Impressum", href: "/legal#impressum" },
  { label: "Datenschutz", href: "/legal#datenschutz" },
  { label: "Cookie-Einstellungen", href: "/legal#cookies" },
];

/** "page" on the route itself, "true" inside its section (/properties/12 → Immobilien), else undefined. */
export function currentState(href: string, location: string): "page" | "true" | undefined {
  if (location === href) return "page";
  if (href !== "/" && location.startsWith(`${href}/`)) return "true";
  return undefined;
}
