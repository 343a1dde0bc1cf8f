// The list page's own words, which its <head> repeats: the client shows them, the server renders
// them into the document for crawlers and link previews.
export const listPageCopy = {
  title: "Immobilien",
  heading: "Immobilien in Berlin",
  lead: "Wohnungen, Häuser, Gewerbeflächen und Neubauprojekte zum Kaufen und Mieten – filtern Sie nach Angebot, Typ, Ort und Preis.",
  description:
    "Aktuelle Immobilienangebote in Berlin und Umgebung: Wohnungen, Häuser, Gewerbeflächen und Neubau zum Kaufen und Mieten.",
};

/** The home page's highlights as it asks the API for them; the server embeds that answer under this URL. */
export const HIGHLIGHTS_QUERY = "isHighlight=true";
export const HIGHLIGHTS_API_PATH = `/api/properties?${HIGHLIGHTS_QUERY}`;
