// Reads a listing page: the structured data the page embeds (JSON-LD) first, the HTML as fallback.
// htmlparser2 reads the page as a browser would, whatever the order of attributes, the nesting
// or the entities: it is already on the server for sanitize-html, fast, and it forgives broken HTML.

import { DomUtils, ElementType, parseDocument } from "htmlparser2";
import { decodeHTML } from "entities";

export type ParsedListing = {
  title?: string;
  price?: number;
  address?: string;
  city?: string;
  objectType?: string;
  quadratmeter?: number;
  schlafzimmer?: number;
  bilder: string[];
  beschreibung?: string;
};

type JsonObject = Record<string, unknown>;
type Page = ReturnType<typeof parseDocument>;
type Node = Page["children"][number];
type Element = ReturnType<typeof DomUtils.findAll>[number];

const attribute = (element: Element, name: string) => DomUtils.getAttributeValue(element, name);
const elements = (page: Page, test: (element: Element) => boolean) => DomUtils.findAll(test, page.children);
const firstElement = (page: Page, test: (element: Element) => boolean) => DomUtils.findOne(test, page.children);

/** Text as a reader sees it: a line break for <br>, a space between elements, no scripts or styles. */
function textOf(node: Node): string {
  if (node.type === ElementType.Text) return node.data;
  if (node.type === ElementType.Script || node.type === ElementType.Style) return " ";
  if (node.type !== ElementType.Tag) return "";
  if (node.name === "br") return "\n";
  return ` ${node.children.map(textOf).join("")} `;
}

const cleanText = (text: string) =>
  text
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();

const textIn = (nodes: Node[]) => cleanText(nodes.map(textOf).join(""));

/** "€ 1.250.000 k.k." / "2.150" / 450000 → 1250000 / 2150 / 450000 */
const parseAmount = (value: unknown): number | undefined => {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(value) : undefined;
  if (typeof value !== "string") return undefined;
  const digits = value
    .replace(/[^\d,.]/g, "")
    .replace(/[.,](?=\d{3}(\D|$))/g, "")
    .replace(",", ".");
  const n = Number.parseFloat(digits);
  return Number.isFinite(n) ? Math.round(n) : undefined;
};

// Portals write HTML entities into JSON-LD strings too; the parser has decoded the HTML's own text.
const asText = (value: unknown) => (typeof value === "string" && value.trim() ? decodeHTML(value.trim()) : undefined);
const nonEmpty = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

function jsonLdObjects(page: Page): JsonObject[] {
  const objects: JsonObject[] = [];
  const blocks = elements(
    page,
    (e) => e.name === "script" && attribute(e, "type")?.trim().toLowerCase() === "application/ld+json",
  );
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      objects.push(value as JsonObject);
      const graph = (value as JsonObject)["@graph"];
      if (graph) collect(graph);
    }
  };
  for (const block of blocks) {
    try {
      collect(JSON.parse(DomUtils.textContent(block)));
    } catch {
      // a broken block is skipped; the HTML fallback may still find the data
    }
  }
  return objects;
}

const typesOf = (o: JsonObject) => ([] as unknown[]).concat(o["@type"] ?? []).map(String);
const listingTypes = [
  "Apartment",
  "House",
  "SingleFamilyResidence",
  "Residence",
  "Accommodation",
  "RealEstateListing",
  "Product",
  "Place",
];

function fromStructuredData(page: Page): Partial<ParsedListing> {
  const listing = jsonLdObjects(page).find((o) => typesOf(o).some((t) => listingTypes.includes(t)));
  if (!listing) return {};
  const offers = ([] as unknown[]).concat(listing.offers ?? [])[0] as JsonObject | undefined;
  const address = (listing.address ?? (listing.itemOffered as JsonObject | undefined)?.address) as
    JsonObject | undefined;
  const floorSize = listing.floorSize as JsonObject | undefined;
  const images = ([] as unknown[])
    .concat(listing.image ?? listing.photo ?? [])
    .map((i) => (typeof i === "string" ? i : asText((i as JsonObject)?.url ?? (i as JsonObject)?.contentUrl)));
  return {
    title: asText(listing.name),
    price: parseAmount(offers?.price ?? listing.price),
    address: asText(address?.streetAddress),
    city: asText(address?.addressLocality),
    objectType:
      typesOf(listing).find((t) => !["Product", "RealEstateListing", "Place"].includes(t)) ?? asText(listing.category),
    quadratmeter: parseAmount(floorSize?.value ?? floorSize),
    schlafzimmer: parseAmount(listing.numberOfBedrooms ?? listing.numberOfRooms),
    bilder: images.filter((i): i is string => typeof i === "string" && /^https:\/\//.test(i)),
    beschreibung: asText(listing.description),
  };
}

/** The content of the first <meta property=…> or <meta name=…> called `property`. */
const meta = (page: Page, property: string) => {
  const named = (e: Element) =>
    [attribute(e, "property"), attribute(e, "name")].some((name) => name?.toLowerCase() === property);
  const tag = firstElement(page, (e) => e.name === "meta" && named(e) && attribute(e, "content") !== undefined);
  return nonEmpty(tag ? attribute(tag, "content") : undefined);
};

/** "Huis te huur: Oudegracht 120 3511 AX Utrecht [funda]" → kind, street, city (Dutch postcode in between). */
function fromPageTitle(page: Page): Partial<ParsedListing> {
  const titleTag = firstElement(page, (e) => e.name === "title");
  const title = titleTag ? DomUtils.textContent(titleTag).trim() : "";
  const match = /^(.*?)\s+te\s+(?:koop|huur):\s*(.+?)\s+\d{4}\s?[A-Z]{2}\s+([^[]+?)\s*(?:\[.*)?$/i.exec(title);
  return match ? { objectType: match[1], address: match[2], city: match[3] } : {};
}

const photoAddress = /^https:\/\/\S+\.(?:jpe?g|png|webp)$/i;

function fromHtml(page: Page): Partial<ParsedListing> {
  const text = textIn(page.children);
  const heading = firstElement(page, (e) => e.name === "h1");
  const description = firstElement(
    page,
    (e) => e.name === "div" && /description/.test(attribute(e, "class") ?? ""), // also "object-description"
  );
  // Lazy-loading pages keep the photo in data-src and a placeholder in src.
  const images = elements(page, (e) => e.name === "img")
    .map((img) => [attribute(img, "src"), attribute(img, "data-src")].find((src) => src && photoAddress.test(src)))
    .filter((src): src is string => src !== undefined);
  const ogImage = meta(page, "og:image");
  return {
    ...fromPageTitle(page),
    title: heading ? textIn([heading]) : meta(page, "og:title"),
    price: parseAmount(/€\s*([\d.]+)/.exec(text)?.[1]),
    quadratmeter: parseAmount(/([\d.]+)\s*m²/.exec(text)?.[1]),
    schlafzimmer: parseAmount(/(\d+)\s*slaapkamers?/i.exec(text)?.[1]),
    bilder: [...new Set([...(ogImage ? [ogImage] : []), ...images])],
    beschreibung: description ? textIn([description]) : meta(page, "og:description"),
  };
}

export function parseListing(html: string): ParsedListing {
  const page = parseDocument(html);
  const structured = fromStructuredData(page);
  const fallback = fromHtml(page);
  const pick = <K extends keyof ParsedListing>(key: K) => structured[key] ?? fallback[key];
  const bilder = structured.bilder?.length ? structured.bilder : (fallback.bilder ?? []);
  return {
    title: pick("title"),
    price: pick("price"),
    address: pick("address"),
    city: pick("city"),
    objectType: pick("objectType"),
    quadratmeter: pick("quadratmeter"),
    schlafzimmer: pick("schlafzimmer"),
    bilder: [...new Set(bilder)],
    beschreibung: pick("beschreibung"),
  };
}
