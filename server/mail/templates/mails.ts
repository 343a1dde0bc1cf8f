import { siteConfig } from "@shared/site-config";
import { renderMail, type Block, type Rendered } from "./layout";

// Every mail the site sends, in German, from the one layout. Staff notices name the listing and link
// into the admin; they never carry documents, income or identity data. Receipts go to addresses
// nobody has confirmed: they never repeat what the sender typed (else anyone could make the agency
// mail their text to a stranger).

type Listing = { title: string; objectNumber: string | null };

const listingLine = (listing: Listing) =>
  listing.objectNumber ? `${listing.title} (Objekt-Nr. ${listing.objectNumber})` : listing.title;

export function applicationNotice(input: {
  applicantName: string;
  reference: string;
  listing: Listing;
  moveInDate: string;
  adminUrl: string;
}): Rendered {
  return renderMail({
    subject: `Neue Bewerbung: ${input.listing.title}${input.listing.objectNumber ? ` (${input.listing.objectNumber})` : ""}`,
    preheader: `${input.applicantName} hat sich beworben.`,
    heading: "Neue Bewerbung eingegangen",
    blocks: [
      { type: "paragraph", text: `Über die Website ist eine neue Bewerbung eingegangen.` },
      {
        type: "facts",
        rows: [
          ["Immobilie", input.listing.title],
          ["Objekt-Nr.", input.listing.objectNumber ?? "–"],
          ["Bewerber/in", input.applicantName],
          ["Referenz", input.reference],
          ["Gewünschter Einzug", input.moveInDate],
        ],
      },
      { type: "button", label: "Bewerbung im Adminbereich öffnen", href: input.adminUrl },
      {
        type: "note",
        text: "Unterlagen und Angaben zur Person sehen Sie nur im Adminbereich; sie werden nicht per E-Mail versendet.",
      },
    ],
    closing: "Automatische Benachrichtigung der Website",
  });
}

export function applicationReceipt(input: {
  reference: string;
  listing: Listing;
  listingUrl: string;
  withdrawUrl: string;
}): Rendered {
  return renderMail({
    subject: `Ihre Bewerbung ist eingegangen – Referenz ${input.reference}`,
    preheader: `Wir haben Ihre Bewerbung für ${input.listing.title} erhalten.`,
    heading: "Vielen Dank für Ihre Bewerbung",
    greeting: "Guten Tag,",
    blocks: [
      { type: "paragraph", text: `wir haben Ihre Bewerbung für ${listingLine(input.listing)} erhalten.` },
      { type: "facts", rows: [["Ihre Referenznummer", input.reference]] },
      {
        type: "paragraph",
        text: "So geht es weiter: Wir prüfen Ihre Unterlagen in der Regel innerhalb von drei Werktagen. Passt Ihre Bewerbung, laden wir Sie per E-Mail zu einer Besichtigung ein. Bitte geben Sie bei Rückfragen Ihre Referenznummer an.",
      },
      { type: "button", label: "Zur Immobilie", href: input.listingUrl },
      {
        type: "note",
        text: `Sie möchten Ihre Bewerbung zurückziehen? Dann werden Ihre Angaben und Unterlagen vollständig gelöscht:\n${input.withdrawUrl}`,
      },
    ],
  });
}

export function contactNotice(input: {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  listing: Listing | null;
  adminUrl: string;
}): Rendered {
  const about = input.listing
    ? `: ${input.listing.title}${input.listing.objectNumber ? ` (${input.listing.objectNumber})` : ""}`
    : "";
  return renderMail({
    subject: input.listing ? `Neue Anfrage${about}` : `Neue Nachricht von ${input.name}`,
    preheader: input.message.slice(0, 120),
    heading: input.listing ? "Neue Anfrage zu einer Immobilie" : "Neue Nachricht über das Kontaktformular",
    blocks: [
      {
        type: "facts",
        rows: [
          ...(input.listing
            ? ([
                ["Immobilie", input.listing.title],
                ["Objekt-Nr.", input.listing.objectNumber ?? "–"],
              ] as Array<[string, string]>)
            : []),
          ["Name", input.name],
          ["E-Mail", input.email],
          ...(input.phone ? ([["Telefon", input.phone]] as Array<[string, string]>) : []),
        ],
      },
      { type: "paragraph", text: input.message },
      { type: "button", label: "Nachrichten im Adminbereich öffnen", href: input.adminUrl },
      {
        type: "note",
        text: "Antworten Sie direkt auf diese E-Mail, um der Absenderin bzw. dem Absender zu schreiben.",
      },
    ],
    closing: "Automatische Benachrichtigung der Website",
  });
}

export function contactReceipt(input: { listing: Listing | null }): Rendered {
  return renderMail({
    subject: "Ihre Nachricht an Spreehaus Immobilien",
    preheader: "Vielen Dank, wir melden uns in Kürze.",
    heading: "Vielen Dank für Ihre Nachricht",
    greeting: "Guten Tag,",
    blocks: [
      {
        type: "paragraph",
        text: `wir haben Ihre Nachricht${input.listing ? ` zu ${listingLine(input.listing)}` : ""} erhalten und melden uns in der Regel innerhalb eines Werktags bei Ihnen.`,
      },
      {
        type: "paragraph",
        text: `Sie erreichen uns auch telefonisch unter ${siteConfig.phone.display}.`,
      },
    ],
  });
}

/** A status mail as staff send it: their (edited) subject and text in the brand's layout. */
export function statusMail(input: { subject: string; body: string; heading: string }): Rendered {
  const blocks: Block[] = input.body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ type: "paragraph", text }));
  // The staff's text already ends with its closing; the layout adds only the signature.
  return renderMail({ subject: input.subject, heading: input.heading, blocks, closing: "" });
}
