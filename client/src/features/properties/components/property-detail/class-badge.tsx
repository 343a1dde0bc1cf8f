import { efficiencyClassRange, ENERGY_UNIT } from "@shared/listing/energy";
import type { EfficiencyClass } from "@shared/listing/labels";
import { efficiencyClassColors, efficiencyClassTextColors } from "../../lib/energy-scale";

/**
 * The efficiency class at a glance, in its colour, beside the scale on wider screens. Hidden from
 * assistive technology: the scale's text alternative and the list below say the same.
 */
export function ClassBadge({ efficiencyClass }: { efficiencyClass: EfficiencyClass }) {
  return (
    <div aria-hidden className="hidden shrink-0 flex-col items-center gap-2 text-center sm:flex">
      <span
        className="inline-flex size-16 items-center justify-center rounded-2xl text-3xl font-bold"
        style={{
          backgroundColor: efficiencyClassColors[efficiencyClass],
          color: efficiencyClassTextColors[efficiencyClass],
        }}
      >
        {efficiencyClass}
      </span>
      <span className="max-w-32 text-xs leading-snug text-muted-foreground">
        {efficiencyClassRange(efficiencyClass)} {ENERGY_UNIT}
      </span>
    </div>
  );
}
