import { Handshake, Lightbulb, Leaf, type LucideIcon } from "lucide-react";

// /about-us: three values (trust, innovation, sustainability).
export type CompanyValue = { title: string; text: string; icon: LucideIcon };

export const companyValues: CompanyValue[] = [
  {
    title: "Vertrauen",
    icon: Handshake,
    text: "Wir sagen, was wir denken, und tun, was wir sagen. Ehrliche Preiseinschätzungen, transparente Kosten und feste Ansprechpartner sind für uns selbstverständlich.",
  },
  {
    title: "Innovation",
    icon: Lightbulb,
    text: "Digitale Exposés, Online-Bewerbungen und ein Eigentümerportal sparen Zeit – damit mehr davon für das persönliche Gespräch bleibt.",
  },
  {
    title: "Nachhaltigkeit",
    icon: Leaf,
    text: "Wir denken Immobilien über Generationen: mit Blick auf Energieeffizienz, faire Mietverhältnisse und Quartiere, in denen Menschen gern leben.",
  },
];
