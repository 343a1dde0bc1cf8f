import { propertyStatusLabels, propertyTypeLabels, transactionTypeLabels } from "@shared/enums";
import { formatArea, formatListingPrice, formatRooms } from "@shared/format";
import { listingCosts, priceLabel } from "@shared/listing/cost-table";
import { energyFacts } from "@shared/listing/energy-facts";
import { efficiencyClassColors, efficiencyClassTextColors } from "@shared/listing/energy-colors";
import { areaLabel, listingFacts, roomsLabel } from "@shared/listing/facts";
import { featureLabels, features as featureOrder, efficiencyClasses } from "@shared/listing/labels";
import { listingFieldLabels } from "@shared/listing/field-labels";
import { formatLocation } from "@shared/listing/location";
import type { ListingView } from "@shared/listing/view";
import { siteConfig } from "@shared/site-config";
import { colors, createPdfWriter, type PdfWriter } from "./pdf-writer";
import { pdfText } from "./pdf-text";
import { exposeDescription } from "./expose-description";

/** The pictures of an exposé, already read (JPEG bytes); missing or external ones are not here. */
export type ExposeImages = { cover?: Buffer; photos: Buffer[]; floorPlans: Buffer[] };

export type ExposeListing = ListingView & { objectNumber: string; updatedAt: Date };

/**
 * The exposé of a listing as a PDF: cover photo, key figures, costs, facts, features, the energy
 * certificate with every value in words and the A+–H scale, description, location, further photos,
 * floor plans and the agency's contact, with the object number and page numbers on every page.
 * Every value comes from the same formatters as the detail page.
 */
export async function renderExpose(listing: ExposeListing, images: ExposeImages, pageUrl: string): Promise<Buffer> {
  const pdf = createPdfWriter({
    title: `Exposé: ${listing.title}`,
    author: siteConfig.name,
    created: listing.updatedAt,
  });
  banner(pdf, listing.objectNumber);
  cover(pdf, listing, images.cover);
  keyFigures(pdf, listing);

  pdf.heading("Kosten");
  pdf.rows(listingCosts(listing).map((row) => ({ label: row.label, value: row.value, strong: row.total })));
  pdf.heading("Eckdaten");
  pdf.rows([
    { label: listingFieldLabels.objectNumber, value: listing.objectNumber },
    ...listingFacts(listing).map(({ label, value }) => ({ label, value })),
  ]);
  const present = featureOrder.filter((feature) => listing.features.includes(feature));
  if (present.length) {
    pdf.heading("Ausstattung");
    pdf.text(present.map((feature) => featureLabels[feature]).join(" · "));
  }
  energy(pdf, listing);
  pdf.heading("Beschreibung");
  for (const paragraph of exposeDescription(listing.description)) pdf.text(paragraph);
  pdf.heading("Lage");
  pdf.text(formatLocation(listing));
  pictures(pdf, "Weitere Bilder", images.photos);
  floorPlans(pdf, images.floorPlans);
  contact(pdf, listing.objectNumber, pageUrl);
  return pdf.finish(`${siteConfig.name} · Exposé · Objektnummer ${listing.objectNumber}`);
}

function banner(pdf: PdfWriter, objectNumber: string) {
  const { doc, left, width } = pdf;
  doc.rect(0, 0, doc.page.width, 40).fill(colors.brand);
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor("#ffffff")
    .text(siteConfig.name, left, 14, { width: width / 2 });
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(pdfText(`Exposé · Objektnummer ${objectNumber}`), left + width / 2, 15, { width: width / 2, align: "right" });
  doc.y = 56;
}

function cover(pdf: PdfWriter, listing: ExposeListing, photo: Buffer | undefined) {
  const { doc, left, width } = pdf;
  const height = 270;
  if (photo && pdf.picture(photo, left, doc.y, width, height, "cover")) doc.y += height + 14;
  const badges = [transactionTypeLabels[listing.transactionType], propertyTypeLabels[listing.type]];
  if (listing.status === "reserved") badges.push(propertyStatusLabels.reserved);
  pdf.text(badges.join(" · ").toUpperCase(), { size: 9, bold: true, color: colors.muted, gap: 0.2 });
  pdf.text(listing.title, { size: 20, bold: true, gap: 0.2 });
  pdf.text(formatLocation(listing), { color: colors.muted, gap: 0.8 });
}

/** Price, area and rooms side by side, as the top of the detail page shows them. */
function keyFigures(pdf: PdfWriter, listing: ExposeListing) {
  const { doc, left, width } = pdf;
  const figures = [
    { label: priceLabel(listing.transactionType), value: formatListingPrice(listing.price, listing.transactionType) },
    { label: areaLabel(listing.type), value: formatArea(listing.size) },
    { label: roomsLabel(listing.type), value: formatRooms(listing.rooms) },
  ];
  const boxWidth = (width - 20) / 3;
  pdf.ensureSpace(56);
  const y = doc.y;
  figures.forEach((figure, i) => {
    const x = left + i * (boxWidth + 10);
    doc.roundedRect(x, y, boxWidth, 50, 4).fill(colors.tint);
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(colors.muted)
      .text(pdfText(figure.label), x + 10, y + 9, {
        width: boxWidth - 20,
      });
    doc
      .font("Helvetica-Bold")
      .fontSize(14)
      .fillColor(colors.ink)
      .text(pdfText(figure.value), x + 10, y + 24, {
        width: boxWidth - 20,
        lineBreak: false,
        ellipsis: true,
      });
  });
  doc.y = y + 50;
}

/** The certificate's values in words and, for homes, the A+–H scale with the listing's class raised. */
function energy(pdf: PdfWriter, listing: ExposeListing) {
  const facts = energyFacts(listing);
  if (facts.kind === "none") return;
  pdf.heading("Energieausweis", 60);
  if (facts.kind === "notice") return pdf.text(facts.text);
  const marked = facts.scale?.efficiencyClass;
  if (facts.scale) {
    const { doc, left, width } = pdf;
    pdf.ensureSpace(50);
    const step = width / efficiencyClasses.length;
    const y = doc.y + 6;
    efficiencyClasses.forEach((efficiencyClass, i) => {
      const isMarked = efficiencyClass === marked;
      const x = left + i * step;
      doc.rect(x + 1, isMarked ? y - 5 : y, step - 2, isMarked ? 32 : 22).fill(efficiencyClassColors[efficiencyClass]);
      if (isMarked)
        doc
          .rect(x + 1, y - 5, step - 2, 32)
          .lineWidth(1.5)
          .strokeColor(colors.ink)
          .stroke();
      doc
        .font(isMarked ? "Helvetica-Bold" : "Helvetica")
        .fontSize(isMarked ? 12 : 10)
        .fillColor(efficiencyClassTextColors[efficiencyClass])
        .text(efficiencyClass, x, isMarked ? y + 4 : y + 6, { width: step, align: "center", lineBreak: false });
    });
    doc.y = y + 38;
  }
  pdf.rows(facts.facts.map(({ label, value }) => ({ label, value, strong: value === marked })));
}

/** Photos two to a row; a row moves to the next page as a whole. */
function pictures(pdf: PdfWriter, title: string, photos: Buffer[]) {
  if (!photos.length) return;
  const { doc, left, width } = pdf;
  const gap = 12;
  const boxWidth = (width - gap) / 2;
  const height = boxWidth * 0.75;
  pdf.heading(title, height);
  for (let i = 0; i < photos.length; i += 2) {
    pdf.ensureSpace(height + gap);
    const y = doc.y;
    photos
      .slice(i, i + 2)
      .forEach((photo, j) => pdf.picture(photo, left + j * (boxWidth + gap), y, boxWidth, height, "cover"));
    doc.y = y + height + gap;
  }
}

/** Each floor plan as large as the page allows, uncropped. */
function floorPlans(pdf: PdfWriter, plans: Buffer[]) {
  if (!plans.length) return;
  const { doc, left, width } = pdf;
  const height = 420;
  pdf.heading(plans.length > 1 ? "Grundrisse" : "Grundriss", height);
  for (const plan of plans) {
    pdf.ensureSpace(height);
    if (pdf.picture(plan, left, doc.y, width, height, "fit")) doc.y += height + 12;
  }
}

function contact(pdf: PdfWriter, objectNumber: string, pageUrl: string) {
  pdf.heading("Ihr Kontakt", 90);
  const { address } = siteConfig;
  pdf.text(siteConfig.name, { bold: true, gap: 0.1 });
  pdf.text(`${address.street}, ${address.postalCode} ${address.city}`, { gap: 0.1 });
  pdf.text(`Telefon ${siteConfig.phone.display} · E-Mail ${siteConfig.email}`, { gap: 0.6 });
  pdf.text(`Bitte nennen Sie bei Ihrer Anfrage die Objektnummer ${objectNumber}.`, { gap: 0.1 });
  pdf.text(`Online: ${pageUrl}`, { color: colors.muted });
}
