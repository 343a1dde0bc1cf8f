import { bloom, photoSvg } from "./render";
import { Scene, tone, type Frame, type Vec } from "./scene";
import { furnish, type RoomKind } from "./furniture";

// Rooms seen from the door: a one-point perspective of walls, floor and ceiling, a window that
// lets light in, and the furniture of the room's kind (furniture.ts).

export type RoomStyle = {
  kind: RoomKind;
  wall: string;
  floor: string;
  /** Gründerzeit: high ceiling, stucco cornice, tall double windows, wide floorboards. */
  altbau?: boolean;
  window: "left" | "right" | "back";
  /** Tiles instead of floorboards (bathrooms, shops). */
  tiles?: boolean;
};

export const ROOM = { width: 5.2, depth: 6.2 };
const HALF = ROOM.width / 2;

/** The frames of the three walls the camera sees: u runs along the wall, w into the room. */
export const walls = {
  back: { origin: [-HALF, 0, ROOM.depth], angle: 0 } as Frame,
  left: { origin: [-HALF, 0, 0], angle: Math.PI / 2 } as Frame,
  right: { origin: [HALF, 0, ROOM.depth], angle: -Math.PI / 2 } as Frame,
};

function floorboards(scene: Scene, style: RoomStyle) {
  const plank = style.altbau ? 0.24 : 0.18;
  for (let x = -HALF, i = 0; x < HALF; x += plank, i++) {
    const variation = 0.93 + ((i * 37) % 11) / 80;
    scene.flat(x, Math.min(x + plank, HALF), 0.4, ROOM.depth, 0, tone(style.floor, variation));
  }
}

function tiles(scene: Scene, style: RoomStyle) {
  const size = 0.6;
  for (let x = -HALF, i = 0; x < HALF; x += size, i++)
    for (let z = 0.4, j = 0; z < ROOM.depth; z += size, j++)
      scene.flat(x, x + size * 0.97, z, z + size * 0.97, 0, tone(style.floor, (i + j) % 2 ? 1 : 0.95));
}

/** A window on a wall: its reveal, the view of sky and trees, and the frame's bars. */
function windowOn(scene: Scene, wall: Frame, u: number, width: number, style: RoomStyle, height: number) {
  const sill = style.altbau ? 0.75 : 0.5;
  const top = sill + height;
  scene.panel(wall, u - 0.06, u + width + 0.06, sill - 0.06, top + 0.06, tone(style.wall, 0.82), 0.001);
  scene.panel(wall, u, u + width, sill, top, "url(#window)", 0.002);
  const frame = "#f4f1ea";
  const bar = 0.05;
  scene.panel(wall, u + width / 2 - bar / 2, u + width / 2 + bar / 2, sill, top, frame, 0.003);
  scene.panel(wall, u, u + width, top - (style.altbau ? 0.55 : 0) - bar, top - (style.altbau ? 0.55 : 0), frame, 0.003);
  scene.panel(wall, u, u + width, sill, sill + bar, frame, 0.003);
  scene.panel(wall, u - 0.1, u + width + 0.1, sill - 0.08, sill - 0.02, tone(frame, 0.95), 0.06);
}

/** Light from the window on the floor, and a glow around the window itself. */
function daylight(scene: Scene, style: RoomStyle): string {
  const side = style.window === "left" ? -1 : style.window === "right" ? 1 : 0;
  const patch: Vec[] =
    side === 0
      ? [
          [-1.2, 0.002, ROOM.depth - 0.2],
          [1.2, 0.002, ROOM.depth - 0.2],
          [1.6, 0.002, 3.4],
          [-1.6, 0.002, 3.4],
        ]
      : [
          [side * HALF, 0.002, 2.4],
          [side * HALF, 0.002, 4.4],
          [side * 0.4, 0.002, 4.0],
          [side * 0.6, 0.002, 2.2],
        ];
  scene.polygon(patch, "#fffaf0", { opacity: 0.22, shade: false });
  const glow = scene.project(side === 0 ? [0, 1.9, ROOM.depth] : [side * HALF, 1.8, 3.3]);
  return bloom(Math.round(glow[0]), Math.round(glow[1]), 420);
}

/** The SVG document of a room. */
export function roomSvg(style: RoomStyle): string {
  const height = style.altbau ? 3.6 : 2.7;
  const scene = new Scene(
    { x: 0.25, y: 1.45, focal: 760, horizon: 420 },
    style.window === "right" ? [0.6, 0.6, -0.5] : [-0.6, 0.6, -0.5],
  );
  let glow = "";
  scene.shell((room) => {
    room.panel(walls.back, 0, ROOM.width, 0, height, style.wall);
    room.panel(walls.left, 0.3, ROOM.depth, 0, height, tone(style.wall, style.window === "left" ? 1.04 : 0.9));
    room.panel(walls.right, 0, ROOM.depth - 0.3, 0, height, tone(style.wall, style.window === "right" ? 1.04 : 0.88));
    const ceiling: Vec[] = [
      [-HALF, height, 0.3],
      [HALF, height, 0.3],
      [HALF, height, ROOM.depth],
      [-HALF, height, ROOM.depth],
    ];
    room.polygon(ceiling, tone(style.wall, 0.97), { shade: false });
    if (style.tiles) tiles(room, style);
    else floorboards(room, style);
    // Skirting and, in an old building, the stucco cornice under the ceiling.
    const trims: [Frame, number, number][] = [
      [walls.back, 0, ROOM.width],
      [walls.left, 0.3, ROOM.depth],
      [walls.right, 0, ROOM.depth - 0.3],
    ];
    for (const [wall, from, to] of trims) {
      room.panel(wall, from, to, 0, 0.1, "#f3efe7", 0.01);
      if (style.altbau) room.panel(wall, from, to, height - 0.22, height, "#f6f3ec", 0.02);
    }
    const windowHeight = height - (style.altbau ? 1.25 : 0.75);
    if (style.window === "back") {
      windowOn(room, walls.back, 0.8, 1.5, style, windowHeight);
      windowOn(room, walls.back, 2.9, 1.5, style, windowHeight);
    } else {
      const wall = style.window === "left" ? walls.left : walls.right;
      windowOn(room, wall, 2.2, 1.3, style, windowHeight);
      windowOn(room, wall, 4.2, 1.3, style, windowHeight);
    }
    glow = daylight(room, style);
  });
  if (style.altbau) scene.blob([0.2, height - 0.01, 3.6], 0.45, "#f7f4ee", 0.18);
  furnish(scene, style.kind, { height, wall: style.wall, windowAtBack: style.window === "back" });
  return photoSvg(scene.svg(), glow);
}
