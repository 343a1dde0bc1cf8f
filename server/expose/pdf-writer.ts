import PDFDocument from "pdfkit";
import { pdfText } from "./pdf-text";

// Drawing primitives of the exposé on an A4 page: headings, fact tables, paragraphs and pictures
// that move to the next page when they do not fit, and the page numbers written at the end.

export const colors = { brand: "#123a52", ink: "#0e1b2c", muted: "#5b6675", rule: "#d9dee5", tint: "#eef2f6" };
const fonts = { regular: "Helvetica", bold: "Helvetica-Bold" };
const margin = { top: 56, bottom: 64, left: 50, right: 50 };

export type Row = { label: string; value: string; strong?: boolean };

export function createPdfWriter(info: { title: string; author: string; created: Date }) {
  const doc = new PDFDocument({
    size: "A4",
    margins: margin,
    bufferPages: true,
    lang: "de-DE",
    displayTitle: true,
    info: { Title: pdfText(info.title), Author: pdfText(info.author), CreationDate: info.created },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = margin.left;
  const width = doc.page.width - margin.left - margin.right;
  const bottom = () => doc.page.height - margin.bottom;

  /** Starts a new page unless `height` points still fit below the cursor. */
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const text = (value: string, options: { size?: number; bold?: boolean; color?: string; gap?: number } = {}) => {
    doc
      .font(options.bold ? fonts.bold : fonts.regular)
      .fontSize(options.size ?? 10.5)
      .fillColor(options.color ?? colors.ink)
      .text(pdfText(value), left, doc.y, { width, lineGap: 2 });
    doc.moveDown(options.gap ?? 0.4);
  };

  return {
    doc,
    left,
    width,
    ensureSpace,
    text,

    /**
     * A section title with a rule under it, kept on the page with the first `keepWith` points of
     * what follows (a few lines of text by default; a row of pictures asks for more).
     */
    heading(title: string, keepWith = 40) {
      doc.moveDown(0.8);
      ensureSpace(keepWith + 36);
      text(title, { size: 14, bold: true, color: colors.brand, gap: 0.2 });
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(1)
        .strokeColor(colors.brand)
        .stroke();
      doc.moveDown(0.6);
    },

    /** Label left, value right, a hairline between rows; a row never splits across pages. */
    rows(rows: Row[]) {
      const labelWidth = width * 0.42;
      const valueWidth = width - labelWidth - 12;
      for (const row of rows) {
        const label = pdfText(row.label);
        const value = pdfText(row.value);
        doc.fontSize(10.5);
        const height = Math.max(
          doc.font(fonts.regular).heightOfString(label, { width: labelWidth }),
          doc.font(row.strong ? fonts.bold : fonts.regular).heightOfString(value, { width: valueWidth }),
        );
        ensureSpace(height + 8);
        const y = doc.y;
        doc.font(fonts.regular).fillColor(colors.muted).text(label, left, y, { width: labelWidth });
        doc
          .font(row.strong ? fonts.bold : fonts.regular)
          .fillColor(colors.ink)
          .text(value, left + labelWidth + 12, y, { width: valueWidth });
        doc.y = y + height + 4;
        doc
          .moveTo(left, doc.y)
          .lineTo(left + width, doc.y)
          .lineWidth(0.5)
          .strokeColor(colors.rule)
          .stroke();
        doc.y += 4;
      }
    },

    /** A picture scaled to fill `height` × `boxWidth` (cropped), or to fit in it; false when it cannot be read. */
    picture(bytes: Buffer, x: number, y: number, boxWidth: number, height: number, mode: "cover" | "fit"): boolean {
      try {
        doc.save();
        doc.rect(x, y, boxWidth, height).clip();
        doc.image(bytes, x, y, {
          [mode]: [boxWidth, height],
          align: "center",
          valign: mode === "cover" ? "center" : undefined,
        });
        doc.restore();
        return true;
      } catch {
        doc.restore();
        return false;
      }
    },

    /** Writes 'Seite n von N' and `footer` on every page, then ends the document. */
    async finish(footer: string): Promise<Buffer> {
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        // Below the bottom margin: lifted for a moment, or pdfkit would start a new page.
        doc.page.margins.bottom = 0;
        const y = doc.page.height - 40;
        doc
          .moveTo(left, y - 8)
          .lineTo(left + width, y - 8)
          .lineWidth(0.5)
          .strokeColor(colors.rule)
          .stroke();
        doc.font(fonts.regular).fontSize(8.5).fillColor(colors.muted);
        doc.text(pdfText(footer), left, y, { width: width - 90, lineBreak: false, ellipsis: true });
        doc.text(`Seite ${i - start + 1} von ${count}`, left + width - 90, y, { width: 90, align: "right" });
        doc.page.margins.bottom = margin.bottom;
      }
      doc.end();
      return finished;
    },
  };
}

export type PdfWriter = ReturnType<typeof createPdfWriter>;
