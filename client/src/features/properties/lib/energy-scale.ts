// Geometry of the A+–H energy scale on a detail page: nine equal segments, best class first, and
// where a listing's mark sits on it. Kept apart from the SVG so it can be tested.
import { efficiencyClassBounds, efficiencyClassFor } from "@shared/listing/energy";
import { efficiencyClasses, type EfficiencyClass } from "@shared/listing/labels";
import type { EnergyScaleMark } from "@shared/listing/energy-facts";

// The colours live in shared/: the exposé PDF draws the same scale.
export { efficiencyClassColors, efficiencyClassTextColors } from "@shared/listing/energy-colors";

/** H has no upper bound; its segment is drawn as if it ended 50 kWh/(m²·a) above its start. */
const OPEN_END_WIDTH = 50;

export type ScaleSegment = { efficiencyClass: EfficiencyClass; start: number; end: number; from: number; to: number };

/** The nine segments with their share of the scale (0–1) and value range. */
export const scaleSegments: ScaleSegment[] = efficiencyClasses.map((efficiencyClass, i) => {
  const from = i === 0 ? 0 : efficiencyClassBounds[efficiencyClasses[i - 1]]!;
  const to = efficiencyClassBounds[efficiencyClass] ?? from + OPEN_END_WIDTH;
  return { efficiencyClass, start: i / efficiencyClasses.length, end: (i + 1) / efficiencyClasses.length, from, to };
});

/**
 * Where the mark sits (0–1) and in which class. The certificate's class is what the ad states, so
 * the mark stays inside that class's segment: placed by the value when the value falls into it,
 * in the middle otherwise (or when there is no value).
 */
export function markOnScale(mark: EnergyScaleMark): { position: number; efficiencyClass: EfficiencyClass } | null {
  const efficiencyClass = mark.efficiencyClass ?? (mark.value !== null ? efficiencyClassFor(mark.value) : null);
  if (!efficiencyClass) return null;
  const segment = scaleSegments[efficiencyClasses.indexOf(efficiencyClass)];
  const inside = mark.value !== null && efficiencyClassFor(mark.value) === efficiencyClass;
  const share = inside ? Math.min(1, (mark.value! - segment.from) / (segment.to - segment.from)) : 0.5;
  // A little inside the segment's edges, so the mark never reads as the neighbour's.
  const clamped = Math.min(0.9, Math.max(0.1, share));
  return { position: segment.start + clamped * (segment.end - segment.start), efficiencyClass };
}
