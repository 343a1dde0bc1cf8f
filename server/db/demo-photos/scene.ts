// A small 3D sketch renderer for the demo photos: boxes and flat shapes in a room or a street,
// projected through a camera, lit by one light, drawn back to front as SVG polygons. sharp turns
// the SVG into a JPEG (render.ts). Units: metres; x to the right, y up, z away from the camera.

export const WIDTH = 1200;
export const HEIGHT = 800;

export type Vec = [number, number, number];
export type Camera = { x: number; y: number; focal: number; horizon: number };

type Face = { points: Vec[]; fill: string; opacity?: number; shade: boolean; shell: boolean; order: number };
type Extra = { svg: string; depth: number; shell: boolean; order: number };

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: Vec): Vec => {
  const length = Math.hypot(...a) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
/** The side a polygon faces: its points run counter-clockwise seen from there. */
const normalOf = (points: Vec[]): Vec => cross(sub(points[2], points[0]), sub(points[1], points[0]));

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A colour made lighter (factor > 1) or darker (< 1). */
export function tone(hex: string, factor: number): string {
  const channels = rgb(hex).map((c) => Math.max(0, Math.min(255, Math.round(c * factor))));
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** A point on a plane that turns by `angle` (radians) around the vertical through `origin`. */
export type Frame = { origin: Vec; angle: number };
export const straight: Frame = { origin: [0, 0, 0], angle: 0 };

/** Local (u along the plane, v up, w out of it towards the camera) to world coordinates. */
export function place(frame: Frame, u: number, v: number, w: number): Vec {
  const [ox, oy, oz] = frame.origin;
  const cos = Math.cos(frame.angle);
  const sin = Math.sin(frame.angle);
  return [ox + u * cos + w * sin, oy + v, oz + u * sin - w * cos];
}

export class Scene {
  private faces: Face[] = [];
  private extras: Extra[] = [];
  private inShell = false;
  private added = 0;
  private readonly light: Vec;

  constructor(
    readonly camera: Camera,
    light: Vec = [-0.5, 0.8, -0.4],
  ) {
    this.light = norm(light);
  }

  project([x, y, z]: Vec): [number, number] {
    const depth = Math.max(z, 0.05);
    const { camera } = this;
    return [
      WIDTH / 2 + ((x - camera.x) * camera.focal) / depth,
      camera.horizon - ((y - camera.y) * camera.focal) / depth,
    ];
  }

  /**
   * What `draw` adds is the shell (walls, floor, sky, street): drawn first, in the order given.
   * Everything else is drawn after it, farthest first.
   */
  shell(draw: (scene: this) => void): this {
    this.inShell = true;
    draw(this);
    this.inShell = false;
    return this;
  }

  /** A flat polygon; `shade` lights it by its direction, otherwise its colour is kept. */
  polygon(points: Vec[], fill: string, options: { opacity?: number; shade?: boolean } = {}): this {
    this.faces.push({
      points,
      fill,
      opacity: options.opacity,
      shade: options.shade ?? true,
      shell: this.inShell,
      order: this.added++,
    });
    return this;
  }

  /** Any SVG (a gradient-filled shape, leaves, a lamp) drawn at the depth of `at`. */
  raw(svg: string, at: Vec): this {
    this.extras.push({ svg, depth: at[2], shell: this.inShell, order: this.added++ });
    return this;
  }

  /** A round shape (foliage, a lamp shade) of `radius` metres around a point. */
  blob(at: Vec, radius: number, fill: string, squash = 1): this {
    const [x, y] = this.project(at);
    const r = (radius * this.camera.focal) / Math.max(at[2], 0.05);
    return this.raw(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * squash).toFixed(1)}" fill="${fill}"/>`,
      at,
    );
  }

  /** A line between two points, `width` metres thick. */
  line(a: Vec, b: Vec, stroke: string, width: number): this {
    const [x1, y1] = this.project(a);
    const [x2, y2] = this.project(b);
    const w = (width * this.camera.focal) / Math.max((a[2] + b[2]) / 2, 0.05);
    return this.raw(
      `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="${Math.max(w, 0.6).toFixed(1)}"/>`,
      [0, 0, (a[2] + b[2]) / 2],
    );
  }

  /** A rectangle on a frame's plane, from (u0, v0) to (u1, v1), `w` in front of it. */
  panel(frame: Frame, u0: number, u1: number, v0: number, v1: number, fill: string, w = 0, opacity?: number): this {
    const corners: Vec[] = [
      place(frame, u0, v0, w),
      place(frame, u1, v0, w),
      place(frame, u1, v1, w),
      place(frame, u0, v1, w),
    ];
    return this.polygon(corners, fill, { opacity });
  }

  /** A horizontal rectangle (floor, rug, table top) at height y, in world x and z. */
  flat(x0: number, x1: number, z0: number, z1: number, y: number, fill: string, opacity?: number): this {
    return this.polygon(
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      fill,
      { opacity },
    );
  }

  /** A box in a frame: u, v and w ranges (w out of the plane towards the camera); hidden sides are culled. */
  box(frame: Frame, u: [number, number], v: [number, number], w: [number, number], fill: string): this {
    const p = (a: number, b: number, c: number) => place(frame, u[a], v[b], w[c]);
    const sides: Vec[][] = [
      [p(0, 0, 1), p(1, 0, 1), p(1, 1, 1), p(0, 1, 1)], // front (towards the camera)
      [p(1, 0, 0), p(0, 0, 0), p(0, 1, 0), p(1, 1, 0)], // back
      [p(0, 1, 1), p(1, 1, 1), p(1, 1, 0), p(0, 1, 0)], // top
      [p(0, 0, 0), p(1, 0, 0), p(1, 0, 1), p(0, 0, 1)], // bottom
      [p(0, 0, 0), p(0, 0, 1), p(0, 1, 1), p(0, 1, 0)], // left
      [p(1, 0, 1), p(1, 0, 0), p(1, 1, 0), p(1, 1, 1)], // right
    ];
    for (const side of sides) if (this.facesCamera(side)) this.polygon(side, fill);
    return this;
  }

  /** Upright box in world coordinates. */
  block(x: [number, number], y: [number, number], z: [number, number], fill: string): this {
    return this.box(straight, x, y, [-z[1], -z[0]], fill);
  }

  private facesCamera(points: Vec[]): boolean {
    const normal = normalOf(points);
    const eye: Vec = [this.camera.x, this.camera.y, 0];
    return dot(normal, sub(eye, points[0])) > 0;
  }

  private colour(face: Face): string {
    if (!face.shade || !face.fill.startsWith("#")) return face.fill;
    const normal = norm(normalOf(face.points));
    const lit = Math.max(0, dot(normal, this.light));
    return tone(face.fill, 0.72 + 0.4 * lit);
  }

  private faceSvg(face: Face): string {
    const points = face.points
      .map((p) =>
        this.project(p)
          .map((n) => n.toFixed(1))
          .join(","),
      )
      .join(" ");
    const opacity = face.opacity === undefined ? "" : ` fill-opacity="${face.opacity}"`;
    return `<polygon points="${points}" fill="${this.colour(face)}"${opacity}/>`;
  }

  /** The shell in the order given, then everything else farthest first. */
  svg(): string {
    const average = (face: Face) => face.points.reduce((sum, p) => sum + p[2], 0) / face.points.length;
    const items = [
      ...this.faces.map((face) => ({ ...face, depth: average(face), svg: () => this.faceSvg(face) })),
      ...this.extras.map((extra) => ({ ...extra, svg: () => extra.svg })),
    ];
    const shell = items.filter((item) => item.shell).sort((a, b) => a.order - b.order);
    const rest = items.filter((item) => !item.shell).sort((a, b) => b.depth - a.depth || a.order - b.order);
    return [...shell, ...rest].map((item) => item.svg()).join("");
  }
}
