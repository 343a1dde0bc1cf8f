import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A map provider of our own for the journeys: a MapLibre style with one raster source, and its
 * tiles (plain 256 px squares). It counts what the browser fetched, so a journey can prove that
 * nothing reached the provider before the visitor agreed.
 */
export type TileServer = { styleUrl: string; requests: () => number; stop: () => Promise<void> };

export async function startTileServer(): Promise<TileServer> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#dfe7d8" } })
    .png()
    .toBuffer();
  let requests = 0;
  let origin = "";
  const server: Server = createServer((req, res) => {
    requests += 1;
    const headers = { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" };
    if (req.url === "/style.json") {
      res.writeHead(200, { ...headers, "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          version: 8,
          sources: {
            test: {
              type: "raster",
              tiles: [`${origin}/tiles/{z}/{x}/{y}.png`],
              tileSize: 256,
              attribution: "© Testkarte",
            },
          },
          layers: [{ id: "test", type: "raster", source: "test" }],
        }),
      );
      return;
    }
    if (req.url?.startsWith("/tiles/")) {
      res.writeHead(200, { ...headers, "Content-Type": "image/png" });
      res.end(tile);
      return;
    }
    res.writeHead(404, headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    styleUrl: `${origin}/style.json`,
    requests: () => requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
