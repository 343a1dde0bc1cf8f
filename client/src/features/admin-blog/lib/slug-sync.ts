import { slugify } from "@shared/text";

/**
 * The slug follows the title while it is empty or still equals the slug derived from the
 * previous title; once the admin typed a slug of their own it stays. Returns the slug to show.
 */
export function followTitle(previousTitle: string, nextTitle: string, currentSlug: string): string {
  const derivedBefore = slugify(previousTitle);
  if (currentSlug === "" || currentSlug === derivedBefore) return slugify(nextTitle);
  return currentSlug;
}
