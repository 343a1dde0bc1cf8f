// Time and size of the exposé PDF of a listing with 10 photos and a floor plan, on the embedded
// database with media on disk, through HTTP. Two kinds of photo: smooth (a drawn facade) and
// textured (blurred noise, as hard to compress as a detailed real photo).
// Run: npx tsx scripts/measure-expose.ts
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/logger";
import { createApp } from "../server/app";
import { openPglite } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { dataUrl, validProperty } from "../server/test/factories";
import { facadePhoto } from "../server/test/photo";

const PHOTOS = 10;
const RUNS = 10;

const texturedPhoto = (seed: number) =>
  sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 120 + seed, sigma: 60 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();

const dataDir = mkdtempSync(join(tmpdir(), "spreehaus-measure-expose-"));
const database = await openPglite("memory://");
await migrate(database);
const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "measure-measure-measure", DATA_DIR: dataDir });
const { app, services } = createApp({ config, database, logger: createLogger("silent") });
const server = createServer(app).listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function measure(kind: string, photos: Buffer[]) {
  const images = photos.map((photo) => dataUrl("image/jpeg", photo));
  const listing = await services.properties.create(validProperty({ images, floorPlans: [images[0]] }));
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    // A change makes a new version, so every run renders (no kept copy).
    await services.properties.update(listing.id, { title: `Exposé-Messung ${kind} ${i}` });
    const started = performance.now();
    const res = await fetch(`${origin}/api/properties/${listing.id}/expose.pdf`);
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`status ${res.status}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${kind}: ${PHOTOS} photos + 1 floor plan, ${RUNS} renders: first ${times[0].toFixed(0)} ms, ` +
      `median ${sorted[Math.floor(RUNS / 2)].toFixed(0)} ms, max ${sorted[RUNS - 1].toFixed(0)} ms, ` +
      `size ${(bytes / 1024 / 1024).toFixed(2)} MB`,
  );
}

const facade = await facadePhoto();
await measure(
  "smooth photos",
  Array.from({ length: PHOTOS }, () => facade),
);
await measure("textured photos", await Promise.all(Array.from({ length: PHOTOS }, (_, i) => texturedPhoto(i))));
server.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
