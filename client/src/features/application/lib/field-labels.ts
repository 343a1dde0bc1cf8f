// Field labels, shared by the step forms and the summary in step 6.
export const fieldLabels = {
  name: "Vollständiger Name",
  email: "E-Mail",
  phone: "Telefon",
  birthDate: "Geburtsdatum",
  birthPlace: "Geburtsort",
  occupation: "Beruf",
  employer: "Arbeitgeber",
  duration: "Beschäftigt seit / Dauer",
  employmentType: "Art der Beschäftigung",
  income: "Monatliches Nettoeinkommen",
  currentAddress: "Aktuelle Adresse",
  currentLandlord: "Aktueller Vermieter",
  moveInDate: "Gewünschtes Einzugsdatum",
  roommates: "Mitbewohner",
  idCard: "Personalausweis",
  payslip: "Lohnabrechnung",
  additionalInfo: "Weitere Angaben",
  signature: "Unterschrift (vollständiger Name)",
} as const;

/** Choices for the type of employment; the chosen text is what the agency reads. */
export const employmentTypeOptions = [
  "Unbefristet angestellt",
  "Befristet angestellt",
  "Selbstständig / freiberuflich",
  "Beamtin / Beamter",
  "In Ausbildung / Studium",
  "Rente / Pension",
  "Sonstiges",
] as const;
