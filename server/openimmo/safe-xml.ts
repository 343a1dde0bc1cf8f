import { XMLParser } from "fast-xml-parser";
import { badRequest } from "../http/errors";

// Reads XML from outside without any of the features attackers use: no DTD (so no entity
// definitions, no external entities, no billion laughs), no entity expansion beyond the five
// predefined ones and character references, a size cap and a nesting cap.

// The element cap keeps one file's parsing to seconds even in its worker (a 9 MB file of 900,000
// empty elements took 23 s); a full feed of a few hundred listings has some 50,000.
export const XML_LIMITS = { maxBytes: 10 * 1024 * 1024, maxDepth: 32, maxElements: 200_000 };

export const xmlTooLargeMessage = `Die OpenImmo-Datei ist zu groß (höchstens ${XML_LIMITS.maxBytes / 1024 / 1024} MB).`;
export const dtdMessage = "Die OpenImmo-Datei enthält eine DTD oder Entity-Definitionen; diese sind nicht erlaubt.";
export const invalidXmlMessage = "Die OpenImmo-Datei ist kein gültiges XML.";
export const tooDeepMessage = `Die OpenImmo-Datei ist zu tief verschachtelt (höchstens ${XML_LIMITS.maxDepth} Ebenen).`;
export const tooManyElementsMessage = `Die OpenImmo-Datei enthält zu viele Elemente (höchstens ${XML_LIMITS.maxElements.toLocaleString("de-DE")}).`;

const predefined: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Decodes the five predefined entities and numeric character references; any other stays as written. */
export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== "#") return predefined[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/** Elements that may repeat: always read as lists. */
const LISTS = new Set(["anbieter", "immobilie", "anhang", "user_defined_simplefield", "energiepass"]);

/** Start tags (and empty elements) in the text, counted before anything is built from them. */
function countElements(text: string): number {
  let count = 0;
  for (let at = text.indexOf("<"); at !== -1; at = text.indexOf("<", at + 1)) {
    const next = text.charCodeAt(at + 1);
    // A letter, "_" or ":" starts an element name; "/", "!" and "?" do not.
    if ((next >= 65 && next <= 90) || (next >= 97 && next <= 122) || next === 95 || next === 58 || next > 127) count++;
  }
  return count;
}

/** Parses an OpenImmo document; a hostile or broken one is refused with a German 400. */
export function parseXml(bytes: Buffer): Record<string, unknown> {
  if (bytes.length > XML_LIMITS.maxBytes) throw badRequest(xmlTooLargeMessage);
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  if (/<!DOCTYPE|<!ENTITY|<!ELEMENT|<!ATTLIST/i.test(text)) throw badRequest(dtdMessage);
  if (countElements(text) > XML_LIMITS.maxElements) throw badRequest(tooManyElementsMessage);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    textNodeName: "#text",
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    htmlEntities: false,
    ignorePiTags: true,
    removeNSPrefix: true,
    maxNestedTags: XML_LIMITS.maxDepth,
    isArray: (name) => LISTS.has(name),
    tagValueProcessor: (_name, value) => decodeXmlText(value),
    attributeValueProcessor: (_name, value) => decodeXmlText(value),
  });
  try {
    return parser.parse(text, true) as Record<string, unknown>;
  } catch (error) {
    if (/nest/i.test(String((error as Error)?.message))) throw badRequest(tooDeepMessage);
    throw badRequest(invalidXmlMessage);
  }
}
