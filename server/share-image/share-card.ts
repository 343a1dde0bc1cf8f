import sharp from "sharp";
import { escapeMarkup } from "@shared/escape-markup";
import { formatListingPrice } from "@shared/format";
import { formatLocation } from "@shared/listing/location";
import { propertyTypeLabels } from "@shared/enums";
import { siteConfig } from "@shared/site-config";
import type { VisitorProperty } from "../properties/listing-rules";
import { SHARE_IMAGE } from "./share-image-size";

const QUALITY = 82;
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
const colours = { ground: "#123a52", deep: "#0b2a3d", accent: "#dd9a5e", text: "#ffffff", muted: "#bcd3df" };

/** A listing's photo cut to 1200×630 (the middle of the picture kept). */
export async function photoShareImage(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { failOn: "none" })
    .rotate()
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover", position: "attention" })
    .flatten({ background: colours.ground })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
}

/**
 * Words in lines of at most `perLine` characters, at most `lines` lines, the last one ending in
 * "…" when the text is longer (the card's font is wide enough that 26 characters fill a line).
 */
export function wrapWords(text: string, perLine: number, lines: number): string[] {
  const result: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine) line = next;
    else {
      if (line) result.push(line);
      line = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    }
  }
  if (line) result.push(line);
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  const last = kept[lines - 1];
  // Room for the ellipsis: the last word goes (or, a single word, its end).
  const shortened = last.length < perLine ? last : last.includes(" ") ? last.replace(/\s+\S+$/, "") : last.slice(0, -1);
  kept[lines - 1] = `${shortened}…`;
  return kept;
}

/** The brand card of a listing without photos: the agency's mark, the title, price and place. */
export function brandCardSvg(listing: VisitorProperty): string {
  const title = wrapWords(listing.title, 26, 3);
  const kind = `${propertyTypeLabels[listing.type]} ${listing.transactionType === "rent" ? "zur Miete" : "zum Kauf"}`;
  const price = formatListingPrice(listing.price, listing.transactionType);
  const place = formatLocation(listing);
  // Top down: brand, kind, up to three title lines, then price and place right under the title.
  const titleTop = 285;
  const priceTop = titleTop + (title.length - 1) * 66 + 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.ground}"/><stop offset="1" stop-color="${colours.deep}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1110" cy="-40" r="330" fill="${colours.accent}" fill-opacity="0.16"/>
  <circle cx="1150" cy="600" r="180" fill="#1b7490" fill-opacity="0.35"/>
  <g transform="translate(80 72) scale(1.6)">
    <rect width="40" height="40" rx="11" fill="#ffffff" fill-opacity="0.08"/>
    <path d="M9 19.5 20 10l11 9.5" fill="none" stroke="${colours.accent}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M12.5 18.5V29h15V18.5" fill="none" stroke="#ffffff" stroke-width="2.4" stroke-linejoin="round"/>
    <path d="M9 32.5c2.5-1.6 4.5-1.6 7 0s4.5 1.6 7 0 4.5-1.6 7 0" fill="none" stroke="${colours.accent}" stroke-width="2" stroke-linecap="round"/>
  </g>
  <text x="164" y="122" ${FONT} font-size="34" font-weight="bold" fill="${colours.text}">${escapeMarkup(siteConfig.name)}</text>
  <text x="80" y="215" ${FONT} font-size="26" fill="${colours.accent}" font-weight="bold">${escapeMarkup(kind)}</text>
  ${title.map((line, i) => `<text x="80" y="${titleTop + i * 66}" ${FONT} font-size="56" font-weight="bold" fill="${colours.text}">${escapeMarkup(line)}</text>`).join("\n  ")}
  <text x="80" y="${priceTop}" ${FONT} font-size="52" font-weight="bold" fill="${colours.accent}">${escapeMarkup(price)}</text>
  <text x="80" y="${priceTop + 62}" ${FONT} font-size="28" fill="${colours.muted}">${escapeMarkup(wrapWords(place, 60, 1)[0] ?? "")}</text>
</svg>`;
}

/** The brand card as a 1200×630 JPEG. */
export async function brandShareImage(listing: VisitorProperty): Promise<Buffer> {
  return sharp(Buffer.from(brandCardSvg(listing)))
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height)
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
}
