// Facts only the legal texts need (the brand facts come from shared/site-config.ts).
// Register number, VAT id and insurer are sample values: replace them with the real ones before going live.
export const legalCompany = {
  legalForm: "GmbH",
  managingDirector: "Katharina Lehmann",
  registerCourt: "Amtsgericht Charlottenburg (Berlin)",
  registerNumber: "HRB 123456 B",
  vatId: "DE 123 456 789",
  supervisoryAuthority: "Bezirksamt Mitte von Berlin, Ordnungsamt – Gewerbeangelegenheiten, 13341 Berlin",
  insurer: "Allgemeine Berufshaftpflicht Versicherungs-AG, 10117 Berlin",
  insuranceScope: "Deutschland und Europäische Union",
  dataProtectionAuthority: {
    name: "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    address: "Alt-Moabit 59–61, 10555 Berlin",
    url: "https://www.datenschutz-berlin.de",
  },
  /** When the texts were last reviewed. */
  lastUpdated: "November 2026",
} as const;
