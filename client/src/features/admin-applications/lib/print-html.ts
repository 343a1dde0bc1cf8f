import { applicationStatusLabels } from "@shared/enums";
import { escapeMarkup } from "@shared/escape-markup";
import { formatDate } from "@shared/format";
import { siteConfig } from "@shared/site-config";
import type { AdminApplication } from "@shared/contracts/applications";
import { applicationSections, documentLabels, sectionTitles, type DetailSection } from "./application-sections";
import type { DocumentKind } from "./document-kind";

/** A document as the print view gets it: images embedded as data URLs, PDFs only named. */
export type PrintDocument = {
  slot: keyof typeof documentLabels;
  state: "missing" | "error" | DocumentKind;
  dataUrl?: string;
};

const copy = {
  title: (name: string) => `Bewerbung – ${name}`,
  heading: "Mieterselbstauskunft",
  meta: (date: string, status: string) => `Eingegangen am ${date} · Status: ${status}`,
  missing: "Nicht hochgeladen",
  error: "Konnte nicht geladen werden",
  pdf: "PDF-Dokument liegt vor (im Admin-Bereich einsehbar)",
  unsupported: "Dateiformat kann nicht angezeigt werden",
  printed: (date: string) => `Erstellt am ${date} · ${siteConfig.name} · Vertraulich – nur für die Wohnungsvermittlung`,
};

// The print view always wrote ' as &#39;: kept, so its output is what it was.
const escapeHtml = (text: string) => escapeMarkup(text, { apostrophe: true });

function sectionHtml(section: DetailSection): string {
  const rows = section.rows
    .map((r) => `<tr><th>${escapeHtml(r.label)}</th><td>${escapeHtml(r.value)}</td></tr>`)
    .join("");
  const empty = `<p class="muted">${escapeHtml(section.emptyText ?? "")}</p>`;
  const list = section.list
    ? section.list.length
      ? `<ul>${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      : empty
    : "";
  const text =
    section.text !== undefined ? (section.text ? `<p class="text">${escapeHtml(section.text)}</p>` : empty) : "";
  return `<section><h2>${escapeHtml(section.title)}</h2>${rows ? `<table>${rows}</table>` : ""}${list}${text}</section>`;
}

function documentHtml(doc: PrintDocument): string {
  const label = escapeHtml(documentLabels[doc.slot]);
  if (doc.state === "image" && doc.dataUrl) {
    return `<figure><figcaption>${label}</figcaption><img src="${escapeHtml(doc.dataUrl)}" alt="${label}"></figure>`;
  }
  const text =
    doc.state === "pdf"
      ? copy.pdf
      : doc.state === "missing"
        ? copy.missing
        : doc.state === "error"
          ? copy.error
          : copy.unsupported;
  return `<p><strong>${label}:</strong> ${escapeHtml(text)}</p>`;
}

const styles = `
  *{box-sizing:border-box}
  body{font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0e1b2c;margin:0;padding:32px;font-size:12pt;line-height:1.45}
  header{border-bottom:2px solid #123a52;padding-bottom:12px;margin-bottom:20px}
  .brand{font-size:10pt;letter-spacing:.12em;text-transform:uppercase;color:#94501f;margin:0}
  h1{font-size:20pt;margin:4px 0}
  h2{font-size:13pt;color:#123a52;border-bottom:1px solid #e3ddd2;padding-bottom:4px;margin:22px 0 8px}
  table{border-collapse:collapse;width:100%}
  th,td{text-align:left;vertical-align:top;padding:4px 8px 4px 0}
  th{width:34%;font-weight:600;color:#4f5a69}
  ul{margin:0;padding-left:20px}
  .muted,footer{color:#4f5a69}
  .text{white-space:pre-line;margin:0}
  figure{margin:8px 0 16px;break-inside:avoid}
  figcaption{font-weight:600;margin-bottom:6px}
  img{max-width:100%;max-height:9cm;border:1px solid #e3ddd2}
  section{break-inside:avoid}
  footer{margin-top:28px;font-size:9pt;border-top:1px solid #e3ddd2;padding-top:8px}
  @page{margin:16mm}
  @media print{body{padding:0}}
`;

/** The complete, self-contained HTML of the print view (every value escaped). */
export function buildPrintHtml(a: AdminApplication, documents: PrintDocument[], printedAt: Date = new Date()): string {
  // The documents come right before the signature.
  const sections = applicationSections(a);
  const body = sections
    .filter((s) => s.id !== "signature")
    .map(sectionHtml)
    .join("");
  const signature = sections
    .filter((s) => s.id === "signature")
    .map(sectionHtml)
    .join("");
  const documentsSection = `<section><h2>${escapeHtml(sectionTitles.documents)}</h2>${documents.map(documentHtml).join("")}</section>`;
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(copy.title(a.name))}</title><style>${styles}</style></head>
<body>
<header><p class="brand">${escapeHtml(siteConfig.name)}</p><h1>${escapeHtml(copy.heading)}: ${escapeHtml(a.name)}</h1>
<p class="muted">${escapeHtml(copy.meta(formatDate(a.createdAt), applicationStatusLabels[a.status]))}</p></header>
<main>${body}${documentsSection}${signature}</main>
<footer>${escapeHtml(copy.printed(formatDate(printedAt)))}</footer>
</body></html>`;
}
