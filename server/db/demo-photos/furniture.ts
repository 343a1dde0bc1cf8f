import { tone, type Scene } from "./scene";

// The furniture of each kind of room, as boxes in world metres (x across, z away from the door;
// the back wall stands at z = 6.2, the side walls at x = ±2.6).

export type RoomKind = "living" | "kitchen" | "bedroom" | "bath" | "office" | "shop";
type Room = { height: number; wall: string; windowAtBack: boolean };

const OAK = "#b08358";
const WHITE = "#f2efe9";
const BACK = 6.2;

function legs(scene: Scene, x: [number, number], z: [number, number], top: number, colour: string, size = 0.04) {
  for (const lx of [x[0], x[1] - size])
    for (const lz of [z[0], z[1] - size]) scene.block([lx, lx + size], [0, top], [lz, lz + size], colour);
}

function table(scene: Scene, x: [number, number], z: [number, number], top: number, colour = OAK) {
  scene.block(x, [top - 0.04, top], z, colour);
  legs(scene, [x[0] + 0.05, x[1] - 0.05], [z[0] + 0.05, z[1] - 0.05], top - 0.04, tone(colour, 0.7));
}

function plant(scene: Scene, x: number, z: number, size = 1) {
  scene.block([x - 0.18, x + 0.18], [0, 0.4], [z - 0.18, z + 0.18], "#d8cfc2");
  const greens = ["#4f7a4a", "#5f8f55", "#3f6a3f", "#6e9c5f"];
  greens.forEach((green, i) =>
    scene.blob([x + (i - 1.5) * 0.14 * size, 0.7 + (i % 2) * 0.35 * size, z - 0.05 * i], 0.26 * size, green),
  );
}

function pendant(scene: Scene, x: number, z: number, room: Room, drop = 1.1) {
  scene.line([x, room.height, z], [x, room.height - drop, z], "#3b3b3b", 0.01);
  scene.blob([x, room.height - drop - 0.08, z], 0.2, "url(#lamp)", 0.55);
}

function picture(scene: Scene, x: number, y: number, w: number, h: number, colours: string[]) {
  scene.shell(() => {
    scene.polygon(
      [
        [x, y, BACK - 0.02],
        [x + w, y, BACK - 0.02],
        [x + w, y + h, BACK - 0.02],
        [x, y + h, BACK - 0.02],
      ],
      "#2f2f2f",
      { shade: false },
    );
    colours.forEach((colour, i) => {
      const x0 = x + 0.05 + (i * (w - 0.1)) / colours.length;
      const x1 = x + 0.05 + ((i + 1) * (w - 0.1)) / colours.length;
      scene.polygon(
        [
          [x0, y + 0.05, BACK - 0.03],
          [x1, y + 0.05, BACK - 0.03],
          [x1, y + h - 0.05, BACK - 0.03],
          [x0, y + h - 0.05, BACK - 0.03],
        ],
        colour,
        { shade: false },
      );
    });
  });
}

function living(scene: Scene, room: Room) {
  scene.shell(() => scene.flat(-1.5, 1.5, 3.0, 5.2, 0.004, "#cdbfa8"));
  const fabric = "#7d8a96";
  scene.block([-1.4, 1.2], [0.12, 0.45], [5.25, 6.1], fabric);
  scene.block([-1.4, 1.2], [0.45, 0.9], [5.9, 6.1], tone(fabric, 0.95));
  scene.block([-1.6, -1.4], [0.12, 0.65], [5.25, 6.1], tone(fabric, 0.9));
  scene.block([1.2, 1.4], [0.12, 0.65], [5.25, 6.1], tone(fabric, 0.9));
  legs(scene, [-1.55, 1.35], [5.3, 6.05], 0.12, "#3a3a3a", 0.05);
  scene.block([-1.2, -0.75], [0.45, 0.8], [5.75, 5.9], "#d7a56b");
  scene.block([0.7, 1.1], [0.45, 0.78], [5.75, 5.9], "#e9e1d2");
  table(scene, [-0.7, 0.6], [3.8, 4.5], 0.4, "#8a6446");
  scene.block([-0.3, 0.1], [0.4, 0.47], [4.0, 4.3], "#c9574a");
  scene.block([1.5, 2.3], [0.1, 0.45], [3.4, 4.3], "#b9a58a");
  scene.block([2.1, 2.3], [0.45, 0.95], [3.4, 4.3], tone("#b9a58a", 0.9));
  scene.line([-2.1, 0, 4.6], [-2.1, 1.6, 4.6], "#2e2e2e", 0.025);
  scene.blob([-2.1, 1.65, 4.6], 0.22, "url(#lamp)", 0.7);
  plant(scene, -2.1, 5.8, 1.3);
  picture(scene, -1.0, 1.35, 1.8, 0.9, ["#c8b49a", "#5f7384", "#d9cfc0"]);
  if (room.height > 3) pendant(scene, 0, 4.2, room, 1.2);
}

function kitchen(scene: Scene, room: Room) {
  const front = "#e8e4dc";
  const top = "#4a4a48";
  scene.block([-2.6, 1.6], [0.1, 0.88], [5.6, BACK], front);
  scene.block([-2.6, 1.6], [0.88, 0.93], [5.55, BACK], top);
  scene.block([-2.6, 1.6], [0, 0.1], [5.65, BACK], "#3a3a3a");
  scene.shell(() => scene.panel({ origin: [-2.6, 0, BACK], angle: 0 }, 0, 4.2, 0.93, 1.5, "#dfe3e2", 0.005));
  scene.block([-2.6, 1.6], [1.5, 2.25], [5.85, BACK], tone(front, 0.93));
  scene.block([1.7, 2.6], [0, 2.2], [5.5, BACK], "#d9d5cd");
  for (let x = -2.5; x < 1.6; x += 0.6) scene.block([x + 0.26, x + 0.34], [0.7, 0.73], [5.58, 5.6], "#9a9a9a");
  scene.block([-0.9, 1.1], [0.1, 0.9], [3.5, 4.3], "#5d6f7d");
  scene.block([-1.0, 1.2], [0.9, 0.95], [3.4, 4.35], "#f1efea");
  for (const x of [-0.6, 0.1, 0.8]) {
    scene.block([x - 0.17, x + 0.17], [0.62, 0.67], [3.05, 3.35], OAK);
    legs(scene, [x - 0.15, x + 0.15], [3.07, 3.33], 0.62, "#333333", 0.025);
  }
  pendant(scene, -0.4, 3.9, room, 0.9);
  pendant(scene, 0.6, 3.9, room, 0.9);
  plant(scene, -0.7, 5.85, 0.45);
}

function bedroom(scene: Scene, room: Room) {
  scene.block([-1.05, 1.05], [0, 1.15], [6.05, 6.18], "#8c7a6a");
  scene.block([-1.0, 1.0], [0.1, 0.36], [4.0, 6.05], OAK);
  scene.block([-0.98, 0.98], [0.36, 0.56], [4.02, 6.03], WHITE);
  scene.block([-1.02, 1.02], [0.5, 0.62], [3.95, 5.3], "#9fb1bf");
  scene.block([-0.85, -0.1], [0.56, 0.78], [5.55, 5.95], "#faf8f4");
  scene.block([0.1, 0.85], [0.56, 0.78], [5.55, 5.95], "#faf8f4");
  for (const x of [-1.6, 1.15]) {
    scene.block([x, x + 0.45], [0, 0.5], [5.7, 6.15], "#d2c4b1");
    scene.blob([x + 0.22, 0.72, 5.9], 0.16, "url(#lamp)", 0.9);
  }
  scene.block([1.9, 2.6], [0, 2.3], [3.0, 5.0], "#e6e0d6");
  scene.shell(() => scene.flat(-1.4, 1.4, 3.0, 4.4, 0.004, "#d8cdbd"));
  plant(scene, -2.2, 4.6, 1);
  if (!room.windowAtBack) picture(scene, -0.6, 1.45, 1.2, 0.7, ["#a7b8a2", "#e2d6c4"]);
  if (room.height > 3) pendant(scene, 0, 4.6, room, 1.3);
}

function bath(scene: Scene) {
  scene.shell(() => {
    const tile = "#e9ecec";
    scene.panel({ origin: [-2.6, 0, BACK], angle: 0 }, 0, 5.2, 0, 1.4, tile, 0.004);
    for (let y = 0.3; y < 1.4; y += 0.3) scene.line([-2.6, y, BACK - 0.005], [2.6, y, BACK - 0.005], "#cfd4d4", 0.006);
  });
  scene.block([-2.6, -0.8], [0, 0.58], [5.45, BACK], WHITE);
  scene.block([-2.5, -0.9], [0.5, 0.59], [5.55, 6.1], "#dce7ee");
  scene.polygon(
    [
      [-0.8, 0.58, 5.45],
      [-0.8, 0.58, BACK],
      [-0.8, 2.0, BACK],
      [-0.8, 2.0, 5.45],
    ],
    "url(#glass)",
    { opacity: 0.35, shade: false },
  );
  scene.block([1.9, 2.6], [0.5, 0.85], [3.8, 5.2], OAK);
  scene.block([2.0, 2.45], [0.85, 0.95], [4.2, 4.8], WHITE);
  scene.shell(() =>
    scene.panel({ origin: [2.6, 0, BACK], angle: -Math.PI / 2 }, 1.1, 2.3, 1.15, 2.0, "url(#glass)", 0.01),
  );
  plant(scene, -0.4, 5.9, 0.5);
}

function office(scene: Scene, room: Room) {
  for (const z of [3.0, 4.6]) {
    for (const [x0, x1] of [
      [-2.2, -0.4],
      [0.6, 2.3],
    ] as const) {
      table(scene, [x0, x1], [z, z + 0.8], 0.74, "#ece8e1");
      scene.block([x0 + 0.6, x0 + 1.2], [0.78, 1.12], [z + 0.55, z + 0.58], "#262a2e");
      scene.block([x0 + 0.6, x0 + 1.1], [0.1, 0.5], [z - 0.55, z - 0.1], "#3e4a56");
      scene.block([x0 + 0.6, x0 + 1.1], [0.5, 1.05], [z - 0.6, z - 0.5], "#3e4a56");
    }
  }
  plant(scene, -2.2, 5.9, 1.2);
  plant(scene, 2.2, 5.9, 1.0);
  if (room.height > 3) for (const z of [3.4, 5.0]) pendant(scene, 0.1, z, room, 1.0);
}

function shop(scene: Scene, room: Room) {
  scene.block([1.6, 2.6], [0, 2.4], [2.2, 5.6], "#d9c9b3");
  for (let y = 0.5; y < 2.3; y += 0.45) scene.block([1.5, 2.6], [y, y + 0.04], [2.2, 5.6], OAK);
  scene.block([-1.8, -0.2], [0, 1.0], [3.6, 4.2], "#3f4a45");
  scene.block([-1.85, -0.15], [1.0, 1.05], [3.55, 4.25], OAK);
  for (const z of [2.8, 4.2, 5.4]) pendant(scene, 0, z, room, 1.3);
  plant(scene, -2.2, 5.6, 1.2);
}

const kinds: Record<RoomKind, (scene: Scene, room: Room) => void> = { living, kitchen, bedroom, bath, office, shop };

export function furnish(scene: Scene, kind: RoomKind, room: Room): void {
  kinds[kind](scene, room);
}
