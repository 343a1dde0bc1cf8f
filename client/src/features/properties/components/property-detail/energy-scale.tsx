import { useId } from "react";
import { efficiencyClassRange, ENERGY_UNIT } from "@shared/listing/energy";
import { formatEnergyValue, type EnergyScaleMark } from "@shared/listing/energy-facts";
import { efficiencyClassColors, markOnScale, scaleSegments } from "../../lib/energy-scale";

// Drawing units; the SVG scales to its box. Text takes `currentColor`, so it follows the theme.
// 300 units: on a phone the drawing is shown at about its own size, so its text stays readable.
const WIDTH = 300;
const BAR = { y: 32, height: 24 };
const GAP = 1.5;
const MARK_LABEL_HALF_WIDTH = 60;

/**
 * The A+–H scale of the energy certificate with the listing's mark: coloured class segments, the
 * class letters under them, the value above an arrow. One image for assistive technology, whose
 * name says the class and value in words.
 */
export function EnergyScale({ mark, valueLabel }: { mark: EnergyScaleMark; valueLabel: string }) {
  const titleId = useId();
  const placed = markOnScale(mark);
  if (!placed) return null;
  const x = placed.position * WIDTH;
  const labelX = Math.min(WIDTH - MARK_LABEL_HALF_WIDTH, Math.max(MARK_LABEL_HALF_WIDTH, x));
  const markText = mark.value !== null ? formatEnergyValue(mark.value) : `Klasse ${placed.efficiencyClass}`;
  const title = [
    `Energieeffizienzklasse ${placed.efficiencyClass} (${efficiencyClassRange(placed.efficiencyClass)} ${ENERGY_UNIT})`,
    mark.value !== null ? `${valueLabel} ${formatEnergyValue(mark.value)}` : null,
    "auf der Skala von A+ bis H",
  ]
    .filter(Boolean)
    .join(", ");

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${WIDTH} 90`}
      className="block h-auto w-full text-foreground"
      data-testid="energy-scale"
    >
      <title id={titleId}>{title}</title>
      <text x={labelX} y={17} textAnchor="middle" fontSize={14} fontWeight={700} fill="currentColor">
        {markText}
      </text>
      <path d={`M ${x - 6} ${BAR.y - 9} L ${x + 6} ${BAR.y - 9} L ${x} ${BAR.y - 1} Z`} fill="currentColor" />
      {scaleSegments.map((segment, i) => {
        const left = segment.start * WIDTH + (i === 0 ? 0 : GAP / 2);
        const right = segment.end * WIDTH - (i === scaleSegments.length - 1 ? 0 : GAP / 2);
        const active = segment.efficiencyClass === placed.efficiencyClass;
        const centre = ((segment.start + segment.end) / 2) * WIDTH;
        return (
          <g key={segment.efficiencyClass}>
            <rect
              x={left}
              y={BAR.y}
              width={right - left}
              height={BAR.height}
              rx={i === 0 || i === scaleSegments.length - 1 ? 4 : 0}
              fill={efficiencyClassColors[segment.efficiencyClass]}
            />
            {active && (
              <rect
                x={centre - 15}
                y={BAR.y + BAR.height + 4}
                width={30}
                height={23}
                rx={5}
                fill="none"
                stroke="currentColor"
                strokeWidth={1.5}
              />
            )}
            <text
              x={centre}
              y={BAR.y + BAR.height + 21}
              textAnchor="middle"
              fontSize={15}
              fontWeight={active ? 700 : 500}
              fill="currentColor"
              opacity={active ? 1 : 0.72}
            >
              {segment.efficiencyClass}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
