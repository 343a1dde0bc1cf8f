// The production build served by the real server with the demo content, on a free port, for the
// scripts that look at it as visitors do (Lighthouse, screenshots). Needs `npm run build` first.
import { createServer } from "node:net";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { start } from "../../server/start";
import { dataUrl, validProperty } from "../../server/test/factories";
import { facadePhoto } from "../../server/test/photo";
import { properties } from "../../shared/schema/index";
import { totalRentOf } from "../../shared/listing/costs";
import { benchListings } from "../bench/listings";

export const ADMIN_PASSWORD = "schaufenster-passwort-1";

/** A free port, known before the server starts: production needs SITE_URL, which names it. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Signs in as the admin; returns the session cookie. */
export async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, "X-Forwarded-Proto": "https" },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`signing in failed: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie()[0].split(";")[0];
}

/** Creates a listing with a 2400×1600 photo, the way the admin form uploads it. */
async function createPhotoListing(base: string): Promise<number> {
  const listing = validProperty({
    title: "Altbauwohnung mit Balkon in Prenzlauer Berg",
    images: [dataUrl("image/jpeg", await facadePhoto())],
  });
  const created = await fetch(`${base}/api/properties`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: base,
      "X-Forwarded-Proto": "https",
      Cookie: await signIn(base),
    },
    body: JSON.stringify(listing),
  });
  if (!created.ok) throw new Error(`creating the photo listing failed: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { id: number }).id;
}

/**
 * Starts the app in production configuration; `pages` are the typical pages to look at.
 * `LISTINGS=5000` adds that many realistic listings (without photos) beside the demo content.
 */
export async function startProductionApp() {
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://localhost:${port}`,
    DATA_DIR: "memory://",
    SEED_DEMO: "true",
    SESSION_SECRET: "schaufenster-secret-schaufenster",
    ADMIN_PASSWORD,
    // Behind a TLS proxy, as in production: the Secure session cookie is only set for https.
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  });
  const running = await start(config, createLogger(config.logLevel), { serveClient: "static" });
  const base = `http://localhost:${running.port}`;
  const extra = Number(process.env.LISTINGS ?? 0);
  if (extra > 0) {
    const rows = benchListings(extra).map((row) => ({ ...row, images: [], totalRent: totalRentOf(row) }));
    for (let i = 0; i < rows.length; i += 250)
      await running.database.db.insert(properties).values(rows.slice(i, i + 250));
  }
  const propertyId = await createPhotoListing(base);
  const [post] = (await (await fetch(`${base}/api/blog`)).json()) as { slug: string }[];
  const pages = {
    home: "/",
    list: "/properties",
    detail: `/properties/${propertyId}`,
    "blog-post": `/blog/${post.slug}`,
  };
  return { base, pages, stop: () => running.stop() };
}
