/** Horizontal travel (px) a drag must cover to turn the slide: 15 % of the gallery, 30–80 px. */
export const swipeThreshold = (width: number) => Math.min(80, Math.max(30, width * 0.15));

/**
 * What a finished drag means for a carousel: 1 = next slide (dragged to the left), -1 = previous,
 * 0 = stay (too short, or more vertical than horizontal: the visitor was scrolling).
 */
export function swipeStep(dx: number, dy: number, width: number): -1 | 0 | 1 {
  if (Math.abs(dx) < swipeThreshold(width) || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
