import sharp from "sharp";

/** A 2400×1600 photo-like JPEG (sky, facade, windows), as an admin would upload it. */
export async function facadePhoto(): Promise<Buffer> {
  const windows = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${500 + (i % 4) * 380}" y="${520 + Math.floor(i / 4) * 330}" width="200" height="230" fill="#f4e3b5"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#dbe9f6"/></linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#sky)"/><rect x="380" y="380" width="1640" height="1220" fill="#b5654a"/>${windows}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
