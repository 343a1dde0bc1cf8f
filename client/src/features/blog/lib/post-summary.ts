// What lists and the post page show about a post besides its content.
import { formatDate } from "@shared/format";
import { readingTime, stripMarkup, truncate } from "@shared/text";

export const FEATURED_EXCERPT_LENGTH = 200;
export const CARD_EXCERPT_LENGTH = 120;
export const META_DESCRIPTION_LENGTH = 160;

/** Plain-text preview of the content, cut at `length` characters with "...". */
export const postExcerpt = (content: string, length: number): string => truncate(stripMarkup(content), length);

/** "3 Min. Lesezeit" (words / 200, rounded up, at least 1). */
export const readingTimeLabel = (content: string): string => `${readingTime(content)} Min. Lesezeit`;

/** "21. November 2026", the publication date in German long form. */
export const postDate = (post: { createdAt: string }): string => formatDate(post.createdAt);

/** What visitors see in the list: signed-in admins also receive drafts from GET /api/blog. */
export const publishedPosts = <T extends { published: boolean }>(posts: readonly T[]): T[] =>
  posts.filter((post) => post.published);
