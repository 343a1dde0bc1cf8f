import { escapeMarkup } from "@shared/escape-markup";
import { fullAddress, siteConfig } from "@shared/site-config";

/**
 * A mail's content as blocks, rendered once as HTML (inline styles, table layout: what mail
 * programs display) and once as plain text, so both parts always say the same.
 */
export type Block =
  | { type: "paragraph"; text: string }
  | { type: "facts"; rows: Array<[label: string, value: string]> }
  | { type: "button"; label: string; href: string }
  | { type: "note"; text: string };

export type Rendered = { subject: string; text: string; html: string };

export type MailContent = {
  subject: string;
  /** The first line mail programs show in the list. */
  preheader?: string;
  heading: string;
  greeting?: string;
  blocks: Block[];
  /** Closing line above the signature (default "Mit freundlichen Grüßen"). */
  closing?: string;
};

const brand = {
  primary: "#123a52",
  primaryForeground: "#ffffff",
  accent: "#dd9a5e",
  text: "#0e1b2c",
  muted: "#4f5a69",
  surface: "#f7f4ee",
  card: "#ffffff",
  border: "#e3ddd2",
  font: "Helvetica, Arial, sans-serif",
};

// Mails always wrote ' as &#39;; the outbox keeps and shows their bytes, so they stay so.
const escapeHtml = (text: string) => escapeMarkup(text, { apostrophe: true });

/** Paragraph text with its line breaks kept. */
const htmlText = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

function blockHtml(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${brand.text}">${htmlText(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${brand.muted}">${htmlText(block.text)}</p>`;
    case "facts":
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-collapse:collapse;background:${brand.surface};border-radius:8px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px;font-size:14px;color:${brand.muted};vertical-align:top;width:40%">${escapeHtml(label)}</td><td style="padding:8px 12px;font-size:15px;font-weight:600;color:${brand.text}">${htmlText(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "button":
      return `<p style="margin:4px 0 24px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${brand.primary};color:${brand.primaryForeground};font-weight:600;font-size:16px;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
    case "note":
      return block.text;
    case "facts": {
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    }
    case "button":
      return `${block.label}:\n${block.href}`;
  }
}

const signature = [siteConfig.name, fullAddress, `Telefon ${siteConfig.phone.display}`, siteConfig.email];

/** The one look of every mail: brand bar, white card, signature with the agency's address. */
export function renderMail(content: MailContent): Rendered {
  const closing = content.closing ?? "Mit freundlichen Grüßen";
  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map(blockText),
    [...(closing ? [closing] : []), ...signature].join("\n"),
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${brand.surface};font-family:${brand.font}">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>` : ""}
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:${brand.surface}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px">
<tr><td style="background:${brand.primary};border-radius:12px 12px 0 0;padding:20px 28px;border-bottom:4px solid ${brand.accent}">
<span style="font-size:20px;font-weight:700;color:${brand.primaryForeground}">${escapeHtml(siteConfig.name)}</span>
<span style="display:block;font-size:13px;color:#cfe0e8">${escapeHtml(siteConfig.tagline)}</span></td></tr>
<tr><td style="background:${brand.card};padding:28px;border:1px solid ${brand.border};border-top:0;border-radius:0 0 12px 12px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${brand.text}">${escapeHtml(content.heading)}</h1>
${content.greeting ? `<p style="margin:0 0 16px;font-size:16px;color:${brand.text}">${escapeHtml(content.greeting)}</p>` : ""}
${content.blocks.map(blockHtml).join("\n")}
<p style="margin:24px 0 0;font-size:16px;line-height:1.55;color:${brand.text}">${closing ? `${escapeHtml(closing)}<br>` : ""}<strong>${escapeHtml(siteConfig.name)}</strong></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;line-height:1.5;color:${brand.muted};text-align:center">${signature.map(escapeHtml).join(" · ")}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: content.subject, text, html };
}
