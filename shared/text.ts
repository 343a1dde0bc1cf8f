// Plain-text helpers for previews, meta descriptions, reading time and slugs.

const ELLIPSIS = "...";

/** Shortens `text` to `maxLength` characters and appends "..." when it was longer. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return text.slice(0, Math.max(0, maxLength)).trimEnd() + ELLIPSIS;
}

/**
 * Removes the blog's simple markup (headings, bold, italic, links, dash bullets) and collapses
 * whitespace, for excerpts and meta descriptions.
 */
export function stripMarkup(markup: string): string {
  return markup
    .replace(/^\s{0,3}#{1,6}\s+/gm, "") // headings
    .replace(/^\s*[-*]\s+/gm, "") // bullet markers
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, "$1") // [text](url) → text; the URL may hold (balanced) parentheses
    .replace(/(\*\*|__)(.+?)\1/g, "$2") // bold
    .replace(/(^|[^\w*])\*(?!\s)([^*]+?)\*(?!\w)/g, "$1$2") // *italic*
    .replace(/(^|[^\w])_(?!\s)([^_]+?)_(?!\w)/g, "$1$2") // _italic_
    .replace(/\s+/g, " ")
    .trim();
}

const WORDS_PER_MINUTE = 200;

/** Reading time in whole minutes (words / 200, rounded up), at least 1. */
export function readingTime(text: string): number {
  const words = stripMarkup(text).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const germanLetters: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** "Über Größe & Lage!" → "ueber-groesse-lage"; matches the blog slug rule ^[a-z0-9-]+$. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => germanLetters[letter])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents: é → e
    .replace(/[_\s]+/g, " ")
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/ /g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
