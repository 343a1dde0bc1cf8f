import { formatArea } from "@shared/format";

// Floor plans as an agency's exposé shows them: walls, doors, windows, each room with its name
// and area, the living space, a north arrow and a scale bar. Rooms are rectangles in metres.

export type PlanRoom = { name: string; x: number; y: number; w: number; h: number; outside?: boolean };
export type PlanDoor = { x: number; y: number; along: "x" | "y"; swing?: 1 | -1 };
export type PlanWindow = { x: number; y: number; length: number; along: "x" | "y" };
export type FloorPlan = {
  title: string;
  livingSpace: number;
  rooms: PlanRoom[];
  doors: PlanDoor[];
  windows: PlanWindow[];
};

const WIDTH = 1200;
const HEIGHT = 900;
const MARGIN = 90;
const INK = "#2d2f33";
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

const area = (room: PlanRoom) => formatArea(Math.round(room.w * room.h * 10) / 10);

/** The SVG document of a floor plan, scaled to fill the sheet. */
export function floorPlanSvg(plan: FloorPlan): string {
  const minX = Math.min(...plan.rooms.map((r) => r.x));
  const minY = Math.min(...plan.rooms.map((r) => r.y));
  const spanX = Math.max(...plan.rooms.map((r) => r.x + r.w)) - minX;
  const spanY = Math.max(...plan.rooms.map((r) => r.y + r.h)) - minY;
  const scale = Math.min((WIDTH - 2 * MARGIN) / spanX, (HEIGHT - 2 * MARGIN - 80) / spanY);
  const left = (WIDTH - spanX * scale) / 2 - minX * scale;
  const top = MARGIN + 40 + (HEIGHT - 2 * MARGIN - 80 - spanY * scale) / 2 - minY * scale;
  const X = (x: number) => (left + x * scale).toFixed(1);
  const Y = (y: number) => (top + y * scale).toFixed(1);
  const parts: string[] = [];
  for (const room of plan.rooms) {
    const fill = room.outside ? "#eef1ea" : "#fbfaf7";
    const stroke = room.outside ? 3 : 9;
    parts.push(
      `<rect x="${X(room.x)}" y="${Y(room.y)}" width="${(room.w * scale).toFixed(1)}" height="${(room.h * scale).toFixed(1)}" fill="${fill}" stroke="${INK}" stroke-width="${stroke}"/>`,
    );
  }
  for (const room of plan.rooms) {
    const cx = X(room.x + room.w / 2);
    const cy = Number(Y(room.y + room.h / 2));
    const size = Math.min(22, Math.max(13, room.w * scale * 0.11));
    parts.push(
      `<text x="${cx}" y="${(cy - 4).toFixed(1)}" ${FONT} font-size="${size.toFixed(0)}" fill="${INK}" text-anchor="middle">${room.name}</text>`,
      `<text x="${cx}" y="${(cy + size + 2).toFixed(1)}" ${FONT} font-size="${(size * 0.8).toFixed(0)}" fill="#6b6e73" text-anchor="middle">${area(room)}</text>`,
    );
  }
  for (const door of plan.doors) {
    const width = 0.9 * scale;
    const [x, y] = [Number(X(door.x)), Number(Y(door.y))];
    const swing = (door.swing ?? 1) * width;
    if (door.along === "x") {
      parts.push(`<rect x="${x}" y="${y - 6}" width="${width}" height="12" fill="#fbfaf7"/>`);
      parts.push(
        `<path d="M${x},${y} L${x},${y + swing} A${width},${width} 0 0 ${swing > 0 ? 0 : 1} ${x + width},${y}" fill="none" stroke="${INK}" stroke-width="2"/>`,
      );
    } else {
      parts.push(`<rect x="${x - 6}" y="${y}" width="12" height="${width}" fill="#fbfaf7"/>`);
      parts.push(
        `<path d="M${x},${y} L${x + swing},${y} A${width},${width} 0 0 ${swing > 0 ? 1 : 0} ${x},${y + width}" fill="none" stroke="${INK}" stroke-width="2"/>`,
      );
    }
  }
  for (const pane of plan.windows) {
    const length = pane.length * scale;
    const [x, y] = [Number(X(pane.x)), Number(Y(pane.y))];
    parts.push(
      pane.along === "x"
        ? `<rect x="${x}" y="${y - 5}" width="${length}" height="10" fill="#dbe8f3" stroke="${INK}" stroke-width="2"/>`
        : `<rect x="${x - 5}" y="${y}" width="10" height="${length}" fill="#dbe8f3" stroke="${INK}" stroke-width="2"/>`,
    );
  }
  const bar = 5 * scale;
  const footer = HEIGHT - 45;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>
<text x="${MARGIN}" y="${MARGIN}" ${FONT} font-size="30" font-weight="bold" fill="${INK}">${plan.title}</text>
<text x="${WIDTH - MARGIN}" y="${MARGIN}" ${FONT} font-size="22" fill="#6b6e73" text-anchor="end">Wohnfläche ${formatArea(plan.livingSpace)}</text>
${parts.join("\n")}
<g transform="translate(${WIDTH - MARGIN - 20},${footer - 30})"><path d="M0,-28 L12,8 L0,0 L-12,8 Z" fill="${INK}"/><text y="30" ${FONT} font-size="18" fill="${INK}" text-anchor="middle">N</text></g>
<rect x="${MARGIN}" y="${footer}" width="${bar}" height="8" fill="${INK}"/><text x="${MARGIN + bar + 12}" y="${footer + 9}" ${FONT} font-size="18" fill="${INK}">5 m</text>
<text x="${MARGIN}" y="${MARGIN + 30}" ${FONT} font-size="15" fill="#8a8d92">Grundriss nicht maßstabsgetreu, Angaben ohne Gewähr</text>
</svg>`;
}
