// The colours of the A+–H energy scale, shared by the detail page (SVG) and the exposé (PDF).
import type { EfficiencyClass } from "./labels";

/** The colours of the German energy label, from dark green (A+) to red (H). */
export const efficiencyClassColors: Record<EfficiencyClass, string> = {
  "A+": "#00843d",
  A: "#2ea836",
  B: "#8cbf26",
  C: "#c8d400",
  D: "#ffdd00",
  E: "#f7b500",
  F: "#ee7d00",
  G: "#e5501c",
  H: "#d2141e",
};

/**
 * Text on a class's colour: white on the darkest green and the red, dark on the rest (each at
 * least 4.5:1).
 */
const WHITE = "#ffffff";
const INK = "#0e1b2c";
export const efficiencyClassTextColors: Record<EfficiencyClass, string> = {
  "A+": WHITE,
  A: INK,
  B: INK,
  C: INK,
  D: INK,
  E: INK,
  F: INK,
  G: INK,
  H: WHITE,
};
