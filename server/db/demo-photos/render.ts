import sharp from "sharp";
import { HEIGHT, WIDTH } from "./scene";

// From a scene's SVG to a photo: gradients every scene may use, a soft vignette, then film grain
// and a touch of blur from sharp, so flat polygons read as a rendered room rather than a drawing.

const defs = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d8fc9"/><stop offset="0.7" stop-color="#a9c8e8"/><stop offset="1" stop-color="#dfeaf3"/></linearGradient>
<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#36507e"/><stop offset="0.55" stop-color="#c98a77"/><stop offset="1" stop-color="#f3c48d"/></linearGradient>
<linearGradient id="window" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#cfe2f4"/><stop offset="0.6" stop-color="#eef5fb"/><stop offset="1" stop-color="#b9d3a5"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb9cf"/><stop offset="0.45" stop-color="#d8e6f1"/><stop offset="0.55" stop-color="#7f98ad"/><stop offset="1" stop-color="#4d6275"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f93ad"/><stop offset="1" stop-color="#35546b"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>
<radialGradient id="bloom" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e8" stop-opacity="0"/></radialGradient>
<radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff4d6"/><stop offset="1" stop-color="#f1d9a6"/></radialGradient>
</defs>`;

/** Light falling in: a soft glow around a point of the picture (x, y in pixels). */
export const bloom = (x: number, y: number, radius: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${radius * 0.8}" fill="url(#bloom)"/>`;

/** The SVG document of a picture: what `body` draws, framed and vignetted. */
export function photoSvg(body: string, overlay = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs}<rect width="${WIDTH}" height="${HEIGHT}" fill="#d9d4cc"/>${body}${overlay}<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/></svg>`;
}

/** How pictures are made from their SVG, in words: change it with renderPhoto or renderDrawing (it keys the cache). */
export const RENDERING = "grain 18 soft-light, blur 0.6, JPEG 88 mozjpeg; PNG palette";

let grain: Promise<Buffer> | undefined;

/** Film grain, made once per process: grey noise laid over the picture in soft light. */
const filmGrain = () =>
  (grain ??= sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer());

/** A photo (JPEG) from a scene's SVG document. */
export async function renderPhoto(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .composite([{ input: await filmGrain(), blend: "soft-light" }])
    .blur(0.6)
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

/** A line drawing (a floor plan) as PNG: sharp edges, no grain. */
export async function renderDrawing(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
