// /about-us: five milestones from the founding to today.
export type Milestone = { year: number; title: string; text: string };

export const milestones: Milestone[] = [
  {
    year: 1998,
    title: "Gründung in Berlin-Mitte",
    text: "Mit zwei Maklern, einem kleinen Ladenbüro und viel Begeisterung für die Stadt beginnt unsere Geschichte – zunächst mit der Vermietung frisch sanierter Altbauwohnungen.",
  },
  {
    year: 2005,
    title: "Expansion: Verwaltung und Gewerbe",
    text: "Wir übernehmen die ersten Hausverwaltungen, gründen eine eigene Gewerbeabteilung und wachsen auf fünfzehn Mitarbeiterinnen und Mitarbeiter.",
  },
  {
    year: 2012,
    title: "Digitalisierung",
    text: "Online-Exposés, virtuelle Rundgänge und ein Eigentümerportal: Als eines der ersten Berliner Maklerbüros stellen wir unsere Abläufe konsequent digital auf.",
  },
  {
    year: 2018,
    title: "Auszeichnung für Kundenzufriedenheit",
    text: "Ein unabhängiges Kundenranking zählt uns zu den besten Immobilienmaklern Berlins – eine Auszeichnung, die vor allem unserem Team gehört.",
  },
  {
    year: 2023,
    title: "Nachhaltigkeit als Leitlinie",
    text: "Wir beraten zu energetischer Sanierung, bewerten Energieeffizienz in jedem Gutachten mit und arbeiten in unserem Büro klimaneutral.",
  },
];
