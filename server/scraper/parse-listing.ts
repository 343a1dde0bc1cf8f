// Reads a listing page: the structured data the page embeds (JSON-LD) first, the HTML as fallback.

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

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

const stripTags = (html: string) =>
  decodeEntities(html.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]*>/g, " "))
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();

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

const asText = (value: unknown) =>
  typeof value === "string" && value.trim() ? decodeEntities(value.trim()) : undefined;

function jsonLdObjects(html: string): JsonObject[] {
  const objects: JsonObject[] = [];
  const blocks = html.matchAll(/<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi);
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      objects.push(value as JsonObject);
      const graph = (value as JsonObject)["@graph"];
      if (graph) collect(graph);
    }
  };
  for (const [, json] of blocks) {
    try {
      collect(JSON.parse(json));
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

function fromStructuredData(html: string): Partial<ParsedListing> {
  const listing = jsonLdObjects(html).find((o) => typesOf(o).some((t) => listingTypes.includes(t)));
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

const meta = (html: string, property: string) =>
  asText(
    new RegExp(`<meta[^>]+(?:property|name)=["']${property}["'][^>]*content=["']([^"']*)["']`, "i").exec(html)?.[1],
  );

/** "Huis te huur: Oudegracht 120 3511 AX Utrecht [funda]" → kind, street, city (Dutch postcode in between). */
function fromPageTitle(html: string): Partial<ParsedListing> {
  const title = asText(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]) ?? "";
  const match = /^(.*?)\s+te\s+(?:koop|huur):\s*(.+?)\s+\d{4}\s?[A-Z]{2}\s+([^[]+?)\s*(?:\[.*)?$/i.exec(title);
  return match ? { objectType: match[1], address: match[2], city: match[3] } : {};
}

function fromHtml(html: string): Partial<ParsedListing> {
  const text = stripTags(html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, " "));
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const description =
    /<div[^>]*class=["'][^"']*(?:object-description|description)[^"']*["'][^>]*>([\s\S]*?)<\/div>/i.exec(html)?.[1];
  const images = [...html.matchAll(/<img[^>]+src=["'](https:\/\/[^"']+\.(?:jpe?g|png|webp))["']/gi)].map((m) => m[1]);
  const ogImage = meta(html, "og:image");
  return {
    ...fromPageTitle(html),
    title: heading ? stripTags(heading) : meta(html, "og:title"),
    price: parseAmount(/€\s*([\d.]+)/.exec(text)?.[1]),
    quadratmeter: parseAmount(/([\d.]+)\s*m²/.exec(text)?.[1]),
    schlafzimmer: parseAmount(/(\d+)\s*slaapkamers?/i.exec(text)?.[1]),
    bilder: [...new Set([...(ogImage ? [ogImage] : []), ...images])],
    beschreibung: description ? stripTags(description) : meta(html, "og:description"),
  };
}

export function parseListing(html: string): ParsedListing {
  const structured = fromStructuredData(html);
  const fallback = fromHtml(html);
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
