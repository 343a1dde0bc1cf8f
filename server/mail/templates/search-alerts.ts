import { formatArea, formatMonthly, formatPrice, formatRooms } from "@shared/format";
import { renderMail, type Block, type Rendered } from "./layout";

// The search-alert mails ('Suchauftrag'): the double opt-in and the matches, each with a way out.

export type AlertMailListing = {
  title: string;
  city: string;
  transactionType: "rent" | "buy";
  price: number;
  totalRent: number | null;
  size: number;
  rooms: number;
  url: string;
};

export function searchAlertConfirmation(input: { summary: string; frequency: string; confirmUrl: string }): Rendered {
  return renderMail({
    subject: "Bitte bestätigen Sie Ihren Suchauftrag",
    preheader: `Suchauftrag: ${input.summary}`,
    heading: "Suchauftrag bestätigen",
    greeting: "Guten Tag,",
    blocks: [
      {
        type: "paragraph",
        text: "Sie möchten neue passende Immobilien per E-Mail erhalten. Bitte bestätigen Sie Ihren Suchauftrag mit einem Klick:",
      },
      {
        type: "facts",
        rows: [
          ["Ihre Suche", input.summary],
          ["Benachrichtigung", input.frequency],
        ],
      },
      { type: "button", label: "Suchauftrag bestätigen", href: input.confirmUrl },
      {
        type: "note",
        text: "Sie haben den Suchauftrag nicht angelegt? Dann ignorieren Sie diese E-Mail einfach: Ohne Bestätigung senden wir nichts, und Ihre Adresse wird nach 7 Tagen gelöscht.",
      },
    ],
  });
}

const listingFacts = (listing: AlertMailListing): Array<[string, string]> => [
  ...(listing.transactionType === "rent"
    ? ([
        ["Kaltmiete", formatMonthly(listing.price)],
        ...(listing.totalRent !== null ? [["Warmmiete", formatMonthly(listing.totalRent)] as [string, string]] : []),
      ] as Array<[string, string]>)
    : ([["Kaufpreis", formatPrice(listing.price)]] as Array<[string, string]>)),
  ["Wohnfläche", formatArea(listing.size)],
  ["Zimmer", formatRooms(listing.rooms)],
  ["Ort", listing.city],
];

export function searchAlertMatches(input: {
  summary: string;
  listings: AlertMailListing[];
  unsubscribeUrl: string;
  digest: boolean;
}): Rendered {
  const many = input.listings.length > 1;
  const first = input.listings[0];
  const blocks: Block[] = [
    {
      type: "paragraph",
      text: many
        ? `zu Ihrem Suchauftrag „${input.summary}“ gibt es ${input.listings.length} neue Angebote:`
        : `zu Ihrem Suchauftrag „${input.summary}“ gibt es ein neues Angebot:`,
    },
  ];
  for (const listing of input.listings) {
    blocks.push(
      { type: "paragraph", text: listing.title },
      { type: "facts", rows: listingFacts(listing) },
      { type: "button", label: "Zur Immobilie", href: listing.url },
    );
  }
  blocks.push({
    type: "note",
    text: `Sie erhalten diese E-Mail, weil Sie den Suchauftrag bestätigt haben. Keine E-Mails mehr zu dieser Suche:\n${input.unsubscribeUrl}`,
  });
  return renderMail({
    subject: many
      ? `${input.listings.length} neue Angebote zu Ihrem Suchauftrag`
      : `Neues Angebot zu Ihrem Suchauftrag: ${first.title}`,
    preheader: input.digest ? "Ihre tägliche Zusammenfassung" : `${first.title}, ${first.city}`,
    heading: input.digest ? "Neue Angebote des Tages" : "Neues passendes Angebot",
    greeting: "Guten Tag,",
    blocks,
  });
}
