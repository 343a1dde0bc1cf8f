import type { Theme, Width } from "./browser";

/** Every look a page can have: both widths in both themes. */
export const allLooks: readonly (readonly [Width, Theme])[] = [
  [375, "light"],
  [375, "dark"],
  [1280, "light"],
  [1280, "dark"],
];

/**
 * The looks a journey's accessibility scan covers: each theme once (what axe's contrast check
 * depends on) and each width once (what is shown, hidden or stacked), which finds what the four
 * find at half the cost of the slowest part of the browser journeys. E2E_ALL_LOOKS=1 scans all
 * four, e.g. after a change to colours or breakpoints.
 */
export const looks: readonly (readonly [Width, Theme])[] = process.env.E2E_ALL_LOOKS
  ? allLooks
  : [
      [375, "light"],
      [1280, "dark"],
    ];
