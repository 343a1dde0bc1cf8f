// Which picture a post shows: its cover when it is an http(s) URL or a /media/ path this server
// stored, otherwise one of three bundled illustrations, always the same one for the same post.
import { isStoredMediaPath } from "@shared/media-variants";
import cover1 from "../assets/blog-cover-1.svg?no-inline";
import cover2 from "../assets/blog-cover-2.svg?no-inline";
import cover3 from "../assets/blog-cover-3.svg?no-inline";

/** Intrinsic size of the fallback covers (16:9); real covers are cropped to the same ratio. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

export const fallbackCovers = [
  { src: cover1, alt: "Illustration: Berliner Skyline mit Fernsehturm in der Abenddämmerung" },
  { src: cover2, alt: "Illustration: Grundriss einer Wohnung mit Bleistift und Kompass" },
  { src: cover3, alt: "Illustration: Gründerzeit-Fassaden in einer Berliner Straße" },
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
