import { place, tone, type Frame, type Scene } from "./scene";

// Berlin street fronts on a frame (u along the front from its left end, v up, w out of the wall):
// a Gründerzeit house with cornices, window lintels and balconies, and a new building with
// loggias and floor-to-ceiling windows.

export type AltbauStyle = {
  colour: string;
  axes: number;
  floors: number;
  /** Axes (0-based) with balconies on the upper floors. */
  balconies?: number[];
  /** Shop windows on the ground floor instead of flats. */
  shop?: { awning: string };
};

const FLOOR = 3.7;
const AXIS = 3.1;
const WHITE = "#f1eee8";

function window(scene: Scene, frame: Frame, u: number, v: number, width: number, height: number, trim: string) {
  scene.panel(frame, u - 0.12, u + width + 0.12, v - 0.12, v + height + 0.12, trim, 0.02);
  scene.panel(frame, u, u + width, v, v + height, "url(#glass)", 0.03);
  scene.panel(frame, u + width / 2 - 0.04, u + width / 2 + 0.04, v, v + height, WHITE, 0.04);
  scene.panel(frame, u, u + width, v + height * 0.7, v + height * 0.7 + 0.07, WHITE, 0.04);
}

/** A Gründerzeit front; returns its width. */
export function altbau(scene: Scene, frame: Frame, style: AltbauStyle): number {
  const width = style.axes * AXIS + 1.2;
  const top = FLOOR * (style.floors + 1);
  const stucco = tone(style.colour, 1.12);
  // Fronts only: the neighbours stand wall to wall, so no side of a house is ever seen.
  scene.panel(frame, 0, width, 0, top, style.colour);
  scene.panel(frame, 0, width, 0, 4.2, tone(style.colour, 0.86), 0.06);
  for (let floor = 1; floor <= style.floors; floor++) {
    const v = 4.2 + (floor - 1) * FLOOR;
    scene.box(frame, [-0.05, width + 0.05], [v - 0.25, v], [-0.5, 0.14], stucco);
    for (let axis = 0; axis < style.axes; axis++) {
      const u = 0.6 + axis * AXIS + 0.85;
      window(scene, frame, u, v + 0.75, 1.35, 2.35, stucco);
      scene.box(frame, [u - 0.3, u + 1.65], [v + 3.2, v + 3.42], [-0.5, 0.22], stucco);
      if (style.balconies?.includes(axis) && floor < style.floors) {
        scene.box(frame, [u - 0.5, u + 1.85], [v + 0.05, v + 0.25], [-0.5, 1.3], tone(stucco, 0.95));
        scene.panel(frame, u - 0.5, u + 1.85, v + 0.25, v + 1.2, "#2b2b2b", 1.3, 0.55);
      }
    }
  }
  // The mansard roof above the main cornice, sloping back.
  const roof = [
    place(frame, 0, top, -0.2),
    place(frame, width, top, -0.2),
    place(frame, width, top + 2.6, -2.4),
    place(frame, 0, top + 2.6, -2.4),
  ];
  scene.polygon(roof, "#6a5d57");
  scene.box(frame, [-0.3, width + 0.3], [top - 0.6, top], [-0.6, 0.5], stucco);
  const door = Math.floor(style.axes / 2);
  for (let axis = 0; axis < style.axes; axis++) {
    const u = 0.6 + axis * AXIS + 0.85;
    if (style.shop) {
      scene.panel(frame, u - 0.5, u + 1.85, 0.5, 3.4, "url(#glass)", 0.05);
      scene.panel(frame, u - 0.6, u + 1.95, 3.4, 3.7, "#2f3a36", 0.06);
      scene.box(frame, [u - 0.6, u + 1.95], [3.0, 3.15], [0, 1.4], style.shop.awning);
    } else if (axis === door) {
      scene.panel(frame, u - 0.1, u + 1.45, 0, 3.2, "#5b4130", 0.05);
      scene.panel(frame, u + 0.1, u + 1.25, 2.3, 3.0, "url(#glass)", 0.06);
    } else {
      window(scene, frame, u, 1.4, 1.35, 2.0, stucco);
    }
  }
  return width;
}

export type NeubauStyle = { colour: string; accent: string; axes: number; floors: number };

/** A new building: smooth render, loggias with glass balustrades, a recessed top floor. */
export function neubau(scene: Scene, frame: Frame, style: NeubauStyle): number {
  const storey = 3.1;
  const bay = 3.6;
  const width = style.axes * bay;
  const top = storey * style.floors;
  scene.box(frame, [0.8, width - 0.8], [top, top + storey], [-14, -2], tone(style.colour, 0.95));
  scene.box(frame, [0, width], [0, top], [-14, 0], style.colour);
  scene.box(frame, [-0.1, width + 0.1], [top - 0.15, top + 0.05], [-14, 0.2], tone(style.colour, 0.9));
  for (let floor = 0; floor < style.floors; floor++) {
    const v = floor * storey;
    for (let axis = 0; axis < style.axes; axis++) {
      const u = axis * bay;
      const loggia = floor > 0 && axis % 2 === 1;
      if (loggia) {
        scene.panel(frame, u + 0.3, u + bay - 0.3, v + 0.1, v + storey - 0.3, "#39434c", -0.02);
        scene.panel(frame, u + 0.5, u + bay - 0.5, v + 0.2, v + storey - 0.5, "url(#glass)", -0.01);
        scene.panel(frame, u + 0.3, u + bay - 0.3, v + 0.1, v + 1.1, "url(#glass)", 0.05, 0.5);
        scene.panel(frame, u + 0.3, u + bay - 0.3, v + 0.05, v + 0.12, style.accent, 0.06);
      } else {
        scene.panel(
          frame,
          u + 0.6,
          u + bay - 0.6,
          v + (floor === 0 ? 0.1 : 0.5),
          v + storey - 0.4,
          "url(#glass)",
          0.02,
        );
        scene.panel(frame, u + 0.55, u + bay - 0.55, v + storey - 0.45, v + storey - 0.35, "#3b3f44", 0.03);
      }
    }
  }
  scene.panel(frame, 0, width * 0.25, 0, top, style.accent, 0.01, 0.85);
  return width;
}
