// Median latency of GET /api/properties with 1,000 properties (each with 3 images) on the
// embedded database. Run: npx tsx scripts/measure-list.ts
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/logger";
import { createApp } from "../server/app";
import { openPglite } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { properties } from "../shared/schema/index";
import { validProperty } from "../server/test/factories";

const COUNT = 1000;
const RUNS = 50;

const database = await openPglite("memory://");
await migrate(database);
const rows = Array.from({ length: COUNT }, (_, i) =>
  validProperty({
    images: [
      `/media/${String(i * 3 + 1).padStart(22, "0")}`,
      `/media/${String(i * 3 + 2).padStart(22, "0")}`,
      `https://bilder.example.de/${i}.jpg`,
    ],
  }),
);
for (let i = 0; i < COUNT; i += 250) await database.db.insert(properties).values(rows.slice(i, i + 250));

const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "measure-measure-measure" });
const { app } = createApp({ config, database, logger: createLogger("silent") });
const server = createServer(app).listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/properties`;

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < RUNS + 5; i++) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  if (i >= 5) times.push(performance.now() - started); // the first five warm up
  bytes = body.byteLength;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`GET /api/properties, ${COUNT} properties with images, ${RUNS} requests:`);
console.log(
  `median ${median.toFixed(1)} ms, p90 ${times[Math.floor(times.length * 0.9)].toFixed(1)} ms, body ${(bytes / 1024).toFixed(0)} KiB`,
);
server.close();
await database.close();
