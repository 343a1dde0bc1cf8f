// Which picture a post shows: its cover when it is an http(s) URL or a /media/ path this server
// stored, otherwise one of three illustrations, always the same one for the same post. The post
// page shows it and the server preloads it, so both choose here.
import { cardImageWidths, GRID_CARD_SIZES, imageWidths, isStoredMediaPath, type ImageWidth } from "./media-variants";

/** Intrinsic size of the fallback covers (16:9); real covers are cropped to the same ratio. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

export const fallbackCovers = [
  {
    src: "/placeholders/blog-cover-1.svg",
    alt: "Illustration: Berliner Skyline mit Fernsehturm in der Abenddämmerung",
  },
  { src: "/placeholders/blog-cover-2.svg", alt: "Illustration: Grundriss einer Wohnung mit Bleistift und Kompass" },
  { src: "/placeholders/blog-cover-3.svg", alt: "Illustration: Gründerzeit-Fassaden in einer Berliner Straße" },
] as const;

export type BlogCover = { src: string; alt: string; isFallback: boolean };

export const isDisplayableCover = (src: string | null | undefined): src is string =>
  typeof src === "string" && (/^https?:\/\/\S+$/i.test(src) || isStoredMediaPath(src));

/** The post's own cover, or fallback number `id mod 3`. */
export function blogCover(post: { id: number; title: string; coverImage: string | null }): BlogCover {
  if (isDisplayableCover(post.coverImage))
    return { src: post.coverImage, alt: `Titelbild zum Beitrag „${post.title}“`, isFallback: false };
  const count = fallbackCovers.length;
  const fallback = fallbackCovers[((post.id % count) + count) % count];
  return { ...fallback, isFallback: true };
}

/** Where a cover is shown: a card of the blog grid, the featured post beside its text, the post page. */
export type CoverLayout = "card" | "featured" | "article";

/** How wide a cover is shown (the `sizes` attribute) and which widths are worth offering there. */
export const coverLayouts: Record<CoverLayout, { sizes: string; widths: readonly ImageWidth[] }> = {
  card: { sizes: GRID_CARD_SIZES, widths: cardImageWidths },
  featured: { sizes: "(min-width: 1024px) 42rem, 100vw", widths: imageWidths },
  article: { sizes: "(min-width: 1024px) 64rem, 100vw", widths: imageWidths },
};
