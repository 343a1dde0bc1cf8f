// The four people on /about-us. No photos: the page shows their initials.
export type TeamMember = { name: string; role: string; bio: string; initials: string; avatarClass: string };

// Avatar colours are fixed pairs with AA contrast in both themes (as on the home page testimonials).
export const team: TeamMember[] = [
  {
    name: "Katharina Lehmann",
    role: "Gründerin und Geschäftsführerin",
    initials: "KL",
    avatarClass: "bg-[#123a52] text-white",
    bio: "Immobilienökonomin mit über 25 Jahren Markterfahrung. Sie verantwortet Strategie und Projektentwicklung und kennt nahezu jeden Kiez der Stadt.",
  },
  {
    name: "Daniel Öztürk",
    role: "Leiter Vermittlung",
    initials: "DÖ",
    avatarClass: "bg-[#dd9a5e] text-[#0e1b2c]",
    bio: "Begleitet Verkäufe und Vermietungen von der ersten Bewertung bis zum Notartermin – mit Ruhe, Verhandlungsgeschick und einer ehrlichen Einschätzung.",
  },
  {
    name: "Sophie Brandt",
    role: "Leiterin Hausverwaltung",
    initials: "SB",
    avatarClass: "bg-[#1b6f86] text-white",
    bio: "Geprüfte Immobilienverwalterin (IHK). Mit ihrem Team betreut sie über 1.200 Einheiten und sorgt für pünktliche, nachvollziehbare Abrechnungen.",
  },
  {
    name: "Markus Wendt",
    role: "Sachverständiger für Immobilienbewertung",
    initials: "MW",
    avatarClass: "bg-[#5b3a1e] text-white",
    bio: "Zertifizierter Gutachter für Markt- und Beleihungswerte. Er erstellt Wertgutachten für Privatkunden, Erbengemeinschaften und Banken.",
  },
];
