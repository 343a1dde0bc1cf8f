import { bloom, photoSvg } from "./render";
import { Scene, tone, type Frame } from "./scene";
import { altbau, neubau, type AltbauStyle, type NeubauStyle } from "./facades";
import { car, garden, hedge, house, sky, street, streetCamera, tree, type HouseStyle } from "./outdoors";

// Whole pictures of the outside: a street with the listing's house and its neighbours, a house in
// its garden, a roof terrace over the city at dusk.

const SUN: [number, number, number] = [-0.7, 0.55, -0.45];
const frameAt = (x: number, z: number, angle: number): Frame => ({ origin: [x, 0, z], angle });

/** The listing's Gründerzeit house between two neighbours, seen across the street at an angle. */
export function altbauStreetSvg(style: AltbauStyle, neighbours: [string, string], seed = 0): string {
  const scene = new Scene({ ...streetCamera, horizon: 590 }, SUN);
  const angle = -0.38;
  const origin = frameAt(-15, 40, angle);
  street(scene, 36);
  scene.shell(() => {
    // Neighbours wall to wall on both sides, as the street runs on out of the picture.
    const along = (u: number): Frame => ({
      origin: [origin.origin[0] + u * Math.cos(angle), 0, origin.origin[2] + u * Math.sin(angle)],
      angle,
    });
    const neighbour = 4 * 3.1 + 1.2;
    altbau(scene, along(-2 * neighbour), { colour: tone(neighbours[1], 1.1), axes: 4, floors: style.floors });
    altbau(scene, along(-neighbour), { colour: neighbours[0], axes: 4, floors: style.floors, balconies: [1] });
    const width = altbau(scene, origin, style);
    altbau(scene, along(width), { colour: neighbours[1], axes: 4, floors: style.floors });
    altbau(scene, along(width + neighbour), {
      colour: tone(neighbours[0], 0.92),
      axes: 4,
      floors: style.floors,
      balconies: [2],
    });
  });
  tree(scene, -10, 27, 1.3, seed);
  tree(scene, 10, 23, 1.2, seed + 2);
  car(scene, -4, 19, ["#8a2f2f", "#2f4a6a", "#c9c4ba"][seed % 3]);
  car(scene, 3.5, 19.5, ["#d8d4cc", "#3c3c3c", "#6b7f5e"][seed % 3]);
  return photoSvg(sky("day") + scene.svg(), bloom(200, 80, 380));
}

/** A new building on a quiet street with young trees. */
export function neubauStreetSvg(style: NeubauStyle, seed = 0): string {
  const scene = new Scene({ ...streetCamera, horizon: 560 }, SUN);
  street(scene, 26);
  scene.shell(() => neubau(scene, frameAt(-13, 28, -0.3), style));
  tree(scene, -11, 19, 0.9, seed);
  tree(scene, 6, 16, 0.8, seed + 3);
  hedge(scene, [-6, 3], 21);
  return photoSvg(sky("day") + scene.svg(), bloom(1000, 90, 360));
}

/** A new building across a river, the water in front. */
export function waterfrontSvg(style: NeubauStyle): string {
  const scene = new Scene({ ...streetCamera, y: 1.2, horizon: 470 }, SUN);
  scene.shell(() => {
    scene.flat(-200, 200, 1, 60, -0.3, "url(#water)");
    scene.flat(-200, 200, 40, 140, 0, "#7d9a5d");
    neubau(scene, frameAt(-12, 52, -0.22), style);
  });
  tree(scene, -24, 50, 1.4, 1);
  tree(scene, 20, 44, 1.3, 4);
  tree(scene, 27, 47, 1.1, 2);
  scene.shell(() => scene.flat(-200, 200, 36, 40, -0.05, "#6c7f57"));
  return photoSvg(sky("day") + scene.svg(), bloom(180, 100, 420));
}

/** A detached house (or two halves of a pair) in a garden behind a hedge. */
export function houseSvg(styles: HouseStyle[], seed = 0): string {
  const scene = new Scene({ ...streetCamera, horizon: 540 }, SUN);
  garden(scene, 4, 30);
  scene.shell(() => {
    scene.flat(-1.2, 1.2, 4, 17, 0.01, "#cbbfae");
    let x = -styles.reduce((sum, s) => sum + s.width, 0) / 2;
    for (const style of styles) {
      const frame = frameAt(x, 18, -0.32);
      const { eaves } = house(scene, frame, style);
      for (let floor = 0; floor < style.floors; floor++)
        for (const u of [1.2, style.width - 2.6]) {
          scene.panel(frame, u, u + 1.4, floor * 2.9 + 1.1, floor * 2.9 + 2.5, "#f3f0ea", 0.02);
          scene.panel(frame, u + 0.1, u + 1.3, floor * 2.9 + 1.2, floor * 2.9 + 2.4, "url(#glass)", 0.03);
        }
      scene.panel(frame, style.width / 2 - 0.3, style.width / 2 + 0.7, eaves + 1.0, eaves + 2.0, "url(#glass)", 0.02);
      x += style.width;
    }
  });
  hedge(scene, [-14, -1.6], 9);
  hedge(scene, [1.6, 14], 9);
  tree(scene, -12, 24, 1.5, seed);
  tree(scene, 11, 22, 1.3, seed + 5);
  return photoSvg(sky("day") + scene.svg(), bloom(1050, 80, 420));
}

/** A roof terrace at dusk: decking, glass balustrade, planters, and the skyline with the TV tower. */
export function roofTerraceSvg(): string {
  const scene = new Scene({ x: 0, y: 1.6, focal: 700, horizon: 470 }, [0.2, 0.6, -0.8]);
  scene.shell(() => {
    scene.flat(-600, 600, 9, 390, -22, "#43465a");
    for (let i = 0; i < 40; i++) {
      const x = -400 + i * 22 + ((i * 37) % 13);
      const height = 14 + ((i * 53) % 29);
      scene.block([x, x + 14 + (i % 4) * 4], [-6, height], [380, 400], tone("#5b5f75", 0.9 + (i % 3) * 0.06));
    }
    scene.line([60, -6, 390], [60, 200, 390], "#4a4e63", 9);
    scene.blob([60, 205, 390], 16, "#6d6f86");
    scene.line([60, 205, 390], [60, 268, 390], "#4a4e63", 2.5);
    for (let x = -5; x < 5; x += 0.16) scene.flat(x, x + 0.15, 0.5, 9, 0, tone("#9a7656", 0.94 + ((x * 100) % 7) / 60));
    scene.flat(-6, 6, 8.6, 9, 0.01, "#6f6f6f");
  });
  scene.block([-4.2, 4.2], [1.05, 1.1], [8.9, 9.0], "#9aa8b4");
  scene.panel({ origin: [-4.2, 0, 8.95], angle: 0 }, 0, 8.4, 0.1, 1.1, "url(#glass)", 0.08, 0.35);
  scene.block([-1.8, 0.4], [0.15, 0.42], [5.0, 5.9], "#d8d2c8");
  scene.block([-1.8, 0.4], [0.42, 0.8], [5.75, 5.9], "#cfc8bc");
  scene.block([1.2, 2.0], [0.38, 0.42], [4.6, 5.2], "#8a6446");
  for (const x of [-3.6, 3.0]) {
    scene.block([x, x + 0.9], [0, 0.7], [7.6, 8.4], "#6b6b6b");
    scene.blob([x + 0.45, 1.2, 8.0], 0.55, "#587e49");
  }
  return photoSvg(`<rect width="1200" height="800" fill="url(#dusk)"/>` + scene.svg(), bloom(760, 300, 520));
}
