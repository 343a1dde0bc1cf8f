import { XMLParser } from "fast-xml-parser";
import type { PropertyInput } from "@shared/validation/property";
import { ZipArchive } from "../imports/zip-archive";
import { completeCertificate, PNG_DATA_URL } from "./factories";
import { readBinary } from "./binary";
import type { TestContext } from "./test-app";

/** An element of an order-preserving parse: its name, attributes, children and text. */
export type XmlNode = { name: string; attrs: Record<string, string>; children: XmlNode[]; text: string };

type Ordered = Record<string, unknown> & { ":@"?: Record<string, string> };

function toNode(entry: Ordered): XmlNode {
  const name = Object.keys(entry).find((k) => k !== ":@")!;
  const inner = (entry[name] as Ordered[]) ?? [];
  const attrs = Object.fromEntries(
    Object.entries(entry[":@"] ?? {}).map(([k, v]) => [k.replace(/^@_/, ""), String(v)]),
  );
  const children = inner.filter((c) => !("#text" in c)).map(toNode);
  const text = inner
    .filter((c) => "#text" in c)
    .map((c) => String(c["#text"]))
    .join("");
  return { name, attrs, children, text };
}

/** Parses XML keeping the order of elements (what the schema's sequences prescribe). */
export function parseOrdered(xml: string): XmlNode {
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    ignoreDeclaration: true,
  });
  const top = (parser.parse(xml) as Ordered[]).map(toNode);
  return top.find((n) => n.name === "openimmo")!;
}

export const names = (node: XmlNode) => node.children.map((c) => c.name);
export function child(node: XmlNode, ...path: string[]): XmlNode {
  let current = node;
  for (const name of path) {
    const found = current.children.find((c) => c.name === name);
    if (!found) throw new Error(`<${name}> fehlt in <${current.name}> (hat: ${names(current).join(", ")})`);
    current = found;
  }
  return current;
}
/** Each child as name → text, in order. */
export const texts = (node: XmlNode) => node.children.map((c) => [c.name, c.text] as const);

export async function downloadFeed(ctx: TestContext, query = "") {
  const res = await (
    await ctx.admin()
  )
    .get(`/api/openimmo/export.zip${query}`)
    .buffer(true)
    .parse(readBinary)
    .expect(200);
  const zip = res.body as Buffer;
  const archive = await ZipArchive.open(zip);
  const xml = (await archive.read("openimmo.xml", 10 * 1024 * 1024)).toString("utf8");
  return { res, zip, archive, xml, root: parseOrdered(xml) };
}

export const immobilien = (root: XmlNode) => child(root, "anbieter").children.filter((c) => c.name === "immobilie");
export const byObjectNumber = (root: XmlNode, objectNumber: string) =>
  immobilien(root).find((i) => child(i, "verwaltung_techn", "objektnr_extern").text === objectNumber)!;

/** A rent listing with every field of the German listing filled in. */
export const completeRent = (overrides: Partial<PropertyInput> = {}): PropertyInput => ({
  objectNumber: "SP-2026-0101",
  title: "Altbauwohnung mit Südbalkon in Prenzlauer Berg",
  type: "apartment",
  transactionType: "rent",
  price: 1450,
  size: 84.5,
  rooms: 3,
  bedrooms: 2,
  bathrooms: 1,
  usableArea: 6.25,
  plotSize: null,
  address: "Kastanienallee 42a",
  postalCode: "10435",
  district: "Prenzlauer Berg",
  city: "Berlin",
  showAddress: false,
  latitude: 52.5386721,
  longitude: 13.4093045,
  description: "Schöne Wohnung mit Dielenboden, Stuck & Südbalkon in ruhiger Lage <Hinterhaus>.",
  serviceCharges: 240,
  heatingCosts: 85,
  heatingIncluded: false,
  deposit: 4350,
  commissionFree: false,
  buyerCommission: null,
  floor: 3,
  floors: 5,
  yearBuilt: 1905,
  condition: "renovated",
  availableFrom: "2027-01-01",
  heatingType: "central",
  features: ["balcony", "fitted_kitchen", "elevator", "cellar", "pets_allowed"],
  energyCertificate: {
    ...completeCertificate,
    heatValue: null,
    electricityValue: null,
    issuedAt: "2021-04-12",
    validUntil: "2031-04-11",
  },
  images: [PNG_DATA_URL, "https://bilder.example.de/hof.jpg"],
  floorPlans: [PNG_DATA_URL],
  status: "active",
  isHighlight: true,
  ...overrides,
});

/** A purchase listing (house, demand certificate, buyer's commission) with every field filled in. */
export const completePurchase = (overrides: Partial<PropertyInput> = {}): PropertyInput => ({
  objectNumber: "SP-2026-0102",
  title: "Einfamilienhaus mit Garten in Zehlendorf",
  type: "house",
  transactionType: "buy",
  price: 985000,
  size: 164.25,
  rooms: 6,
  bedrooms: 4,
  bathrooms: 2,
  usableArea: 48,
  plotSize: 612,
  address: "Am Fischtal 8",
  postalCode: "14169",
  district: "Zehlendorf",
  city: "Berlin",
  showAddress: true,
  description: "Freistehendes Einfamilienhaus mit Kamin, Wintergarten und altem Baumbestand.",
  serviceCharges: null,
  heatingCosts: null,
  heatingIncluded: false,
  deposit: null,
  buyerCommission: "3,57 % inkl. MwSt.",
  commissionFree: false,
  floor: null,
  floors: 2,
  yearBuilt: 1962,
  condition: "well_kept",
  availableFrom: null,
  heatingType: "heat_pump",
  features: ["terrace", "garden", "parking", "guest_toilet", "step_free", "furnished"],
  energyCertificate: {
    status: "available",
    type: "demand",
    value: 92.4,
    includesHotWater: false,
    primarySource: "heat_pump",
    efficiencyClass: "C",
    yearBuilt: 1962,
    issuedAt: "2013-09-30",
    validUntil: "2023-09-29",
    heatValue: null,
    electricityValue: null,
  },
  images: [PNG_DATA_URL],
  floorPlans: [],
  status: "reserved",
  isHighlight: false,
  ...overrides,
});
