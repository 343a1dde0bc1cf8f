import type { XmlNode } from "./openimmo-test-helpers";
import { openimmoSchemaTypes, type Attributes, type ElementType, type SimpleType } from "./openimmo-schema-types";

// Checks an OpenImmo document element by element against the 1.2.7b types in
// openimmo-schema-types.ts: every value's lexical form, every attribute, which children an
// element may have, their order and the required ones. Returns what is wrong, one line each.

const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const integer = /^[+-]?\d+$/;
const date = /^(-?\d{4,})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2})?$/;
const dateTime = /^(-?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

function isCalendarDay(year: string, month: string, day: string): boolean {
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(Number(year), m, 0)).getUTCDate();
}

function isDateTime(value: string): boolean {
  const parts = dateTime.exec(value);
  if (!parts) return false;
  const [, year, month, day, hour, minute, second] = parts;
  const time = Number(hour) < 24 || (hour === "24" && minute === "00" && Number(second) === 0);
  return isCalendarDay(year, month, day) && time && Number(minute) < 60 && Number(second) < 60;
}

/** Whether `value` is in the lexical space of `type` (whitespace collapsed where XSD does). */
export function fitsType(value: string, type: SimpleType): boolean {
  if (typeof type === "object") return type.enumeration.includes(value);
  const collapsed = value.trim();
  switch (type) {
    case "xs:string":
      return true;
    case "kontakt":
      return value.length >= 1;
    case "xs:decimal":
      return decimal.test(collapsed);
    case "xs:boolean":
      return ["true", "false", "1", "0"].includes(collapsed);
    case "xs:int":
      return integer.test(collapsed) && Number(collapsed) >= -(2 ** 31) && Number(collapsed) < 2 ** 31;
    case "xs:positiveInteger":
      return /^\+?\d+$/.test(collapsed) && Number(collapsed) > 0;
    case "xs:date": {
      const parts = date.exec(collapsed);
      return parts !== null && isCalendarDay(parts[1], parts[2], parts[3]);
    }
    case "xs:dateTime":
      return isDateTime(collapsed);
    case "iso-3166-alpha-3":
    case "iso-4217":
      return /^[A-Z]{3}$/.test(value);
  }
}

const describeType = (type: SimpleType) => (typeof type === "object" ? type.enumeration.join("|") : type);
const bare = (name: string) => name.replace(/!$/, "");

function attributeProblems(node: XmlNode, at: string, declared: Attributes = {}): string[] {
  const problems: string[] = [];
  const types = new Map(Object.entries(declared).map(([name, type]) => [bare(name), type]));
  for (const [name, value] of Object.entries(node.attrs)) {
    const type = types.get(name);
    if (!type) problems.push(`${at}@${name}: Attribut ohne Typ im Schema`);
    else if (!fitsType(value, type)) problems.push(`${at}@${name}: "${value}" ist kein ${describeType(type)}`);
  }
  for (const name of Object.keys(declared))
    if (name.endsWith("!") && !(bare(name) in node.attrs)) problems.push(`${at}@${bare(name)}: Pflichtattribut fehlt`);
  return problems;
}

function childrenProblems(node: XmlNode, at: string, declared: readonly string[]): string[] {
  const problems: string[] = [];
  const order = declared.map(bare);
  let last = -1;
  for (const [index, child] of node.children.entries()) {
    const position = order.indexOf(child.name);
    const where = `${at}/${child.name}[${index}]`;
    if (position < 0) problems.push(`${where}: in <${node.name}> nicht vorgesehen`);
    else if (position < last) problems.push(`${where}: steht nach ${order[last]}, das Schema will es davor`);
    else last = position;
  }
  for (const name of declared)
    if (name.endsWith("!") && !node.children.some((c) => c.name === bare(name)))
      problems.push(`${at}/${bare(name)}: Pflichtelement fehlt`);
  return problems;
}

function contentProblems(node: XmlNode, at: string, type: ElementType): string[] {
  if (type.content === "elements") {
    const stray = node.text.trim() ? [`${at}: Text "${node.text}" in einem Element nur mit Kindern`] : [];
    return [...stray, ...childrenProblems(node, at, type.children)];
  }
  if (node.children.length) return [`${at}: hat Kindelemente (${node.children.map((c) => c.name).join(", ")})`];
  if (type.content === "mixed") return [];
  if (type.content === "empty") return node.text ? [`${at}: Text "${node.text}" in einem leeren Element`] : [];
  return fitsType(node.text, type.content) ? [] : [`${at}: "${node.text}" ist kein ${describeType(type.content)}`];
}

/** The table's key for an element: `parent/name` where the schema declares it locally, else its name. */
const keyOf = (name: string, parent: string | undefined) =>
  parent && `${parent}/${name}` in openimmoSchemaTypes ? `${parent}/${name}` : name;

function check(node: XmlNode, parent: string | undefined, at: string): string[] {
  const type = openimmoSchemaTypes[keyOf(node.name, parent)];
  if (!type) return [`${at}: Element ohne Typ in der Tabelle`];
  return [
    ...attributeProblems(node, at, type.attributes),
    ...contentProblems(node, at, type),
    ...node.children.flatMap((child, index) => check(child, node.name, `${at}/${child.name}[${index}]`)),
  ];
}

/** Everything in the document that the 1.2.7b schema would refuse (an empty list when nothing). */
export const openimmoSchemaProblems = (root: XmlNode): string[] => check(root, undefined, root.name);

/** The table's rows a document uses, so a test can show its listings reach every row. */
export function typedElementsIn(root: XmlNode): Set<string> {
  const used = new Set<string>();
  const visit = (node: XmlNode, parent: string | undefined) => {
    used.add(keyOf(node.name, parent));
    for (const child of node.children) visit(child, node.name);
  };
  visit(root, undefined);
  return used;
}
