// The three questions of the contact page's FAQ: sale duration, documents, financing.
export type FaqEntry = { id: string; question: string; answer: string[] };

export const faq: FaqEntry[] = [
  {
    id: "verkaufsdauer",
    question: "Wie lange dauert ein Verkauf?",
    answer: [
      "Eine gut vorbereitete Immobilie ist in Berlin in der Regel innerhalb von 2–3 Monaten verkauft – von der Wertermittlung über Exposé, Besichtigungen und Verhandlungen bis zum Notartermin.",
      "Bei besonderen Objekten oder ambitionierten Preisvorstellungen kann es länger dauern. Einen realistischen Zeitplan besprechen wir mit Ihnen schon im ersten Gespräch.",
    ],
  },
  {
    id: "unterlagen",
    question: "Welche Unterlagen brauche ich?",
    answer: [
      "Für einen Verkauf benötigen wir vor allem einen aktuellen Grundbuchauszug, den Energieausweis, Grundrisse und die Wohnflächenberechnung. Bei Eigentumswohnungen kommen Teilungserklärung, Wirtschaftsplan und die Protokolle der letzten Eigentümerversammlungen hinzu. Fehlende Unterlagen besorgen wir gern für Sie.",
      "Wenn Sie eine Wohnung mieten möchten, halten Sie bitte Ihren Personalausweis und eine aktuelle Lohnabrechnung bereit – beides laden Sie in unserer Online-Bewerbung direkt hoch.",
    ],
  },
  {
    id: "finanzierung",
    question: "Wie funktioniert die Finanzierung?",
    answer: [
      "Sprechen Sie am besten schon vor der ersten Besichtigung mit Ihrer Bank oder einer unabhängigen Finanzierungsberatung. Dort werden Eigenkapital, Einkommen und die tragbare Monatsrate geprüft; die Finanzierungsbestätigung zeigt Verkäufern, dass Sie ernsthaft kaufen können.",
      "Planen Sie neben dem Kaufpreis Nebenkosten von rund 10–12 Prozent ein: 6 Prozent Grunderwerbsteuer in Berlin, etwa 2 Prozent für Notar und Grundbuch sowie gegebenenfalls die Maklerprovision. Auf Wunsch stellen wir den Kontakt zu erfahrenen Finanzierungsberatern aus unserem Netzwerk her.",
    ],
  },
];
