import { describe, expect, it } from "vitest";
import type { AdminApplication } from "@shared/contracts/applications";
import { buildPrintHtml } from "./print-html";

const sampleApplication: AdminApplication = {
  id: 7,
  propertyId: 3,
  propertyTitle: "Altbau <Mitte>",
  name: "Anna Schmidt",
  email: "anna@example.de",
  reference: "BW-7K3M-Q9XA",
  phone: "030 1234567",
  birthDate: "14.03.1990",
  birthPlace: "Leipzig",
  occupation: "Entwicklerin",
  employmentInfo: { employer: "Beispiel GmbH", duration: "4 Jahre", employmentType: "Unbefristet" },
  income: 3800,
  currentAddress: "Schönhauser Allee 10, 10435 Berlin",
  currentLandlord: null,
  moveInDate: "2026-05-01",
  roommates: ["Max Schmidt"],
  additionalInfo: null,
  idCardUrl: "/api/applications/7/documents/id-card",
  payslipUrl: "/api/applications/7/documents/payslip",
  signature: "Anna Schmidt",
  status: "processing",
  createdAt: "2026-04-02T10:00:00.000Z",
  erasesAt: null,
};

describe("buildPrintHtml", () => {
  const html = buildPrintHtml(
    sampleApplication,
    [
      { slot: "idCard", state: "image", dataUrl: "data:image/png;base64,AAAA" },
      { slot: "payslip", state: "pdf" },
    ],
    new Date("2026-04-03T12:00:00Z"),
  );

  it("holds every section heading in order, documents before the signature", () => {
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      "Immobilie",
      "Persönliche Daten",
      "Beschäftigung",
      "Wohnsituation",
      "Mitbewohner",
      "Zusätzliche Informationen",
      "Dokumente",
      "Unterschrift",
    ]);
  });

  it("escapes every value", () => {
    expect(html).toContain("Altbau &lt;Mitte&gt;");
    expect(html).not.toContain("<Mitte>");
  });

  it("shows the fields, embeds images and names PDFs", () => {
    expect(html).toContain("3.800\u00a0€ netto / Monat");
    expect(html).toContain("1. Mai 2026");
    expect(html).toContain("Max Schmidt");
    expect(html).toContain("Keine zusätzlichen Informationen");
    expect(html).toContain('<img src="data:image/png;base64,AAAA" alt="Personalausweis">');
    expect(html).toContain("PDF-Dokument liegt vor");
    expect(html).toContain("Status: In Prüfung");
  });
});
