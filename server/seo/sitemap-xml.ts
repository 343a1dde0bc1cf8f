// The text of sitemaps and of the sitemap index (sitemaps.org protocol 0.9).

import { escapeMarkup } from "@shared/escape-markup";

// escapeMarkup also escapes ", which no address here holds (numeric ids, fixed paths, slugs of
// [a-z0-9-], the site's origin; only a made-up Host header could bring one): the sitemaps stay byte
// for byte what they were.

// A page's last change to the day; a sitemap's to the second, so a crawler sees a change made the same day.
const day = (date: Date) => date.toISOString().slice(0, 10);
const second = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export const urlsetStart = `${xmlDeclaration}<urlset ${namespace}>\n`;
export const urlsetEnd = "</urlset>\n";

/** One page of the site in a sitemap: its address and, when known, its last change. */
export const urlEntry = (loc: string, lastmod?: Date) =>
  `  <url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ""}</url>\n`;

/** The sitemap index: every sitemap with the newest change among its pages, when it has dated ones. */
export function sitemapIndex(sitemaps: { loc: string; lastmod?: Date }[]): string {
  const entries = sitemaps.map(
    ({ loc, lastmod }) =>
      `  <sitemap><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${second(lastmod)}</lastmod>` : ""}</sitemap>\n`,
  );
  return `${xmlDeclaration}<sitemapindex ${namespace}>\n${entries.join("")}</sitemapindex>\n`;
}
