import {
  Building2,
  DatabaseBackup,
  FileText,
  Globe,
  Import,
  Inbox,
  LayoutDashboard,
  Newspaper,
  ScanSearch,
  Send,
  ScrollText,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";

/** Paths are relative to /admin (the admin area is a nested route). */
export type AdminNavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  badge?: "unhandledMessages";
  /** Shown to owners only (the server refuses staff there as well). */
  ownersOnly?: boolean;
};

export const adminNavigation: AdminNavItem[] = [
  { label: "Dashboard", href: "/", icon: LayoutDashboard },
  { label: "Immobilien", href: "/properties", icon: Building2 },
  { label: "Bewerbungen", href: "/applications", icon: FileText },
  { label: "Nachrichten", href: "/messages", icon: Inbox, badge: "unhandledMessages" },
  { label: "Postausgang", href: "/outbox", icon: Send },
  { label: "Import", href: "/import", icon: Import },
  { label: "Scraper", href: "/scraper", icon: ScanSearch },
  { label: "Blog", href: "/blog", icon: Newspaper },
  { label: "Konten", href: "/accounts", icon: Users, ownersOnly: true },
  { label: "Protokoll", href: "/audit", icon: ScrollText, ownersOnly: true },
  { label: "Datenschutz", href: "/privacy", icon: ShieldCheck, ownersOnly: true },
  { label: "System", href: "/system", icon: DatabaseBackup, ownersOnly: true },
];

/** The sections a role sees. */
export const navigationFor = (role: "owner" | "staff" | undefined) =>
  adminNavigation.filter((item) => !item.ownersOnly || role === "owner");

/** The public website, opened in a new tab. */
export const websiteLink = { label: "Website", href: "/", icon: Globe };

/** "page" on the item's own route, "true" inside its section (/properties/12 → Immobilien). */
export function adminCurrentState(href: string, location: string): "page" | "true" | undefined {
  if (location === href) return "page";
  if (href !== "/" && location.startsWith(`${href}/`)) return "true";
  return undefined;
}
