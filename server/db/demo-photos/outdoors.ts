import { HEIGHT, WIDTH, place, tone, type Frame, type Scene } from "./scene";

// What surrounds a building in a street photo: sky, street and pavement, street trees, a parked
// car, a garden; and the houses of the suburbs with their pitched roofs.

export const streetCamera = { x: 0, y: 1.6, focal: 820, horizon: 470 };

/** Sky (day or dusk) behind everything. */
export const sky = (kind: "day" | "dusk" = "day") =>
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${kind === "day" ? "sky" : "dusk"})"/>`;

/** Asphalt, kerb and pavement from the camera to a building line `depth` metres away. */
export function street(scene: Scene, depth: number) {
  scene.shell(() => {
    scene.flat(-60, 60, 1, depth + 30, -0.12, "#67686b");
    scene.flat(-60, 60, 1, 3.2, 0, "#b9b3aa");
    scene.flat(-60, 60, depth - 5, depth + 30, 0.0, "#b9b3aa");
    scene.flat(-60, 60, depth - 5.2, depth - 5, 0.01, "#d2cdc5");
    for (let x = -60; x < 60; x += 1.5) scene.flat(x, x + 0.03, depth - 5, depth + 30, 0.012, "#a8a29a");
    for (let x = -60; x < 60; x += 6) scene.flat(x, x + 3, 13.4, 13.6, -0.11, "#d8d6cf");
  });
}

export function garden(scene: Scene, from: number, to: number) {
  scene.shell(() => {
    scene.flat(-80, 80, from, to + 40, 0, "#7fa05f");
    scene.flat(-80, 80, from, from + 2.5, 0.005, "#8bab69");
  });
}

const LEAVES = ["#557d45", "#4a7040", "#62894c", "#6f9657", "#3f633a"];

/** A street tree: trunk and a crown of overlapping leaf clusters. */
export function tree(scene: Scene, x: number, z: number, size = 1, seed = 0) {
  scene.line([x, 0, z], [x, 3.2 * size, z], "#5a4a3c", 0.28 * size);
  for (let i = 0; i < 9; i++) {
    const angle = (i * 2.4 + seed) % (2 * Math.PI);
    const spread = 1.6 * size * (0.4 + ((i * 7 + seed) % 5) / 8);
    scene.blob(
      [x + Math.cos(angle) * spread, (5 + Math.sin(angle) * 1.4) * size, z - 0.2 - i * 0.02],
      1.5 * size,
      LEAVES[(i + seed) % LEAVES.length],
    );
  }
}

export function hedge(scene: Scene, x: [number, number], z: number) {
  scene.block(x, [0, 1.1], [z, z + 0.7], "#4d7443");
}

/** A parked car along the kerb, its nose to the right. */
export function car(scene: Scene, x: number, z: number, colour: string) {
  scene.block([x, x + 4.3], [0.3, 0.95], [z, z + 1.8], colour);
  scene.block([x + 1.0, x + 3.2], [0.95, 1.45], [z + 0.1, z + 1.7], tone(colour, 0.9));
  scene.block([x + 1.1, x + 3.1], [1.0, 1.4], [z + 0.08, z + 0.1], "#2f3b46");
  for (const wx of [x + 0.8, x + 3.5]) scene.blob([wx, 0.32, z - 0.01], 0.32, "#1f1f1f");
}

export type HouseStyle = { wall: string; roof: string; floors: number; width: number; depth: number };

/** A house with a pitched roof, its gable to the street, on `frame` (u along the front, w out of it). */
export function house(scene: Scene, frame: Frame, style: HouseStyle) {
  const eaves = style.floors * 2.9 + 0.4;
  const ridge = eaves + style.width * 0.45;
  const half = style.width / 2;
  const at = (u: number, v: number, w: number) => place(frame, u, v, w);
  // The roof's slopes first: the walls and the gable in front hide what of them is behind.
  for (const [a, b] of [
    [-0.4, half],
    [style.width + 0.4, half],
  ] as const) {
    const slope = [
      at(a, eaves - 0.3, 0.4),
      at(b, ridge, 0.4),
      at(b, ridge, -style.depth - 0.4),
      at(a, eaves - 0.3, -style.depth - 0.4),
    ];
    scene.polygon(a < b ? slope : [slope[1], slope[0], slope[3], slope[2]], style.roof);
  }
  scene.box(frame, [0, style.width], [0, eaves], [-style.depth, 0], style.wall);
  scene.box(frame, [-0.3, style.width + 0.3], [0, 0.5], [-style.depth, 0.05], tone(style.wall, 0.75));
  scene.polygon([at(0, eaves, 0), at(style.width, eaves, 0), at(half, ridge, 0)], style.wall);
  scene.panel(frame, half - 0.55, half + 0.55, 0.5, 2.6, "#6b4b36", 0.02);
  return { eaves, ridge };
}
