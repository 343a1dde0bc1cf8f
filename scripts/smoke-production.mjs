// Production smoke test: starts the built server (NODE_ENV=production) on a fresh database of a
// real PostgreSQL and checks what an operator relies on. Run after `npm run build`:
//   node scripts/smoke-production.mjs postgres://postgres@127.0.0.1:5432/postgres
import { createHash } from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import { get as httpGet } from "node:http";
import { createServer } from "node:net";
import pg from "pg";

const serverUrl = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `spreehaus_smoke_${process.pid}_${Date.now()}`;
const adminPassword = "smoke-admin-passwort-1";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

// Media paths carry a random 128-bit id (22 base64url characters).
const MEDIA_PATH = /^\/media\/[A-Za-z0-9_-]{22}$/;
const results = [];
const check = (name, ok, detail = "") => {
  results.push(ok);
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${ok || !detail ? "" : `: ${detail}`}`);
};
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
};
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

await admin(`CREATE DATABASE ${dbName}`);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
// SMOKE_APP_DIR: where the built app lives (default: here); CI points it at the container's runtime file set.
const appDir = process.env.SMOKE_APP_DIR ?? ".";
const productionEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: dbUrl.toString(),
  SESSION_SECRET: "smoke-secret-smoke-secret-smoke",
  ADMIN_PASSWORD: adminPassword,
  SITE_URL: base,
  // As behind the reverse proxy of docker-compose.yml (it sets X-Forwarded-Proto).
  TRUST_PROXY: "loopback",
  LOG_LEVEL: "warn",
};

// Links in the sitemap and canonical tags must not follow a request's Host header: no SITE_URL, no start.
const { SITE_URL: _siteUrl, ...withoutSiteUrl } = productionEnv;
const refused = spawnSync(process.execPath, ["dist/index.js"], {
  cwd: appDir,
  env: withoutSiteUrl,
  encoding: "utf8",
  timeout: 30_000,
});
check(
  "refuses to start without SITE_URL, saying why in German",
  refused.status === 1 && refused.stderr.includes("SITE_URL fehlt"),
  `exit ${refused.status}: ${refused.stderr}`,
);

const child = spawn(process.execPath, ["dist/index.js"], {
  cwd: appDir,
  env: productionEnv,
  stdio: ["ignore", "inherit", "inherit"],
});

try {
  let up = false;
  for (let i = 0; i < 60 && !up; i++) {
    up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  check("server answers /api/health", up);

  // Behind a TLS proxy: the session cookie must be Secure and the login must work.
  const https = { "X-Forwarded-Proto": "https" };
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { ...https, "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: adminPassword }),
  });
  const cookie = login.headers.get("set-cookie") ?? "";
  check("sign-in with ADMIN_PASSWORD", login.status === 200, `status ${login.status}`);
  check(
    "session cookie is Secure, HttpOnly, SameSite=Lax",
    /Secure/.test(cookie) && /HttpOnly/.test(cookie) && /SameSite=Lax/i.test(cookie),
    cookie,
  );
  const session = { ...https, Cookie: cookie.split(";")[0], "Content-Type": "application/json" };

  const property = await fetch(`${base}/api/properties`, {
    method: "POST",
    headers: session,
    body: JSON.stringify({
      title: "Smoke-Test Wohnung Mitte",
      type: "apartment",
      transactionType: "rent",
      price: 1200,
      size: 60,
      rooms: 2,
      address: "Torstraße 1",
      city: "Berlin",
      description: "Eine Wohnung für den Rauchtest der Produktion.",
      serviceCharges: 220,
      energyCertificate: { status: "at_viewing" },
      images: [`data:image/png;base64,${PNG.toString("base64")}`],
    }),
  }).then((r) => r.json());
  check(
    "admin creates a property with an uploaded image",
    typeof property.id === "number" && MEDIA_PATH.test(property.images?.[0] ?? ""),
    JSON.stringify(property),
  );

  const list = await fetch(`${base}/api/properties`);
  check(
    "GET /api/properties lists it",
    (await list.json()).some((p) => p.id === property.id),
  );

  const media = await fetch(`${base}${property.images[0]}`);
  const bytes = Buffer.from(await media.arrayBuffer());
  // Originals are re-encoded without metadata, so the bytes differ; visitors may keep them a day.
  check(
    "media route serves the photo as PNG, cached by visitors for a day",
    media.ok &&
      media.headers.get("content-type") === "image/png" &&
      bytes.subarray(0, 8).equals(PNG.subarray(0, 8)) &&
      media.headers.get("cache-control") === "public, max-age=86400",
  );
  const small = await fetch(`${base}${property.images[0]}/400.webp`);
  check(
    "photo copies made with sharp are served (400 px WebP)",
    small.ok &&
      small.headers.get("content-type") === "image/webp" &&
      small.headers.get("cache-control") === "public, max-age=86400",
  );

  // Application documents are decoded in a worker thread of their own module
  // (dist/upload-decoder.worker.js): an application with both documents is stored and served.
  const moveIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const application = await fetch(`${base}/api/applications`, {
    method: "POST",
    headers: { ...https, "Content-Type": "application/json" },
    body: JSON.stringify({
      propertyId: property.id,
      name: "Anna Rauch",
      email: "anna.rauch@example.de",
      phone: "030 1234567",
      birthDate: "14.03.1990",
      birthPlace: "Leipzig",
      occupation: "Softwareentwicklerin",
      employmentInfo: { employer: "Beispiel GmbH", duration: "4 Jahre", employmentType: "Unbefristet" },
      income: 3800,
      currentAddress: "Schönhauser Allee 10, 10435 Berlin",
      currentLandlord: "Hausverwaltung Nord",
      moveInDate: moveIn,
      roommates: [],
      additionalInfo: "",
      idCardUrl: `data:image/png;base64,${PNG.toString("base64")}`,
      payslipUrl: `data:application/pdf;base64,${Buffer.from(PDF).toString("base64")}`,
      signature: "anna rauch",
    }),
  });
  const received = await application.json();
  const payslip =
    application.status === 201
      ? await fetch(`${base}/api/applications/${received.id}/documents/payslip`, { headers: session })
      : undefined;
  check(
    "an application's uploaded documents are stored (worker thread) and served to the admin",
    application.status === 201 && Buffer.from((await payslip?.arrayBuffer()) ?? []).toString() === PDF,
    `status ${application.status}: ${JSON.stringify(received)}`,
  );

  const home = await fetch(`${base}/`);
  const homeHtml = await home.text();
  const csp = home.headers.get("content-security-policy") ?? "";
  check(
    "home page is served, rendered on the server",
    home.ok &&
      homeHtml.includes('<div id="root" data-ssr="">') &&
      homeHtml.includes("Zuhause finden, Zukunft gestalten") &&
      homeHtml.includes('"RealEstateAgent"'),
  );
  const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(homeHtml)?.[1] ?? "";
  const inlineHash = `'sha256-${createHash("sha256").update(inlineScript).digest("base64")}'`;
  check(
    "security headers (CSP allowing only the theme script inline, HSTS, nosniff, no x-powered-by)",
    inlineScript.includes("ui-theme") &&
      csp.includes(`script-src 'self' ${inlineHash};`) &&
      !/unsafe-inline[^;]*;\s*style-src/.test(csp) &&
      home.headers.has("strict-transport-security") &&
      home.headers.get("x-content-type-options") === "nosniff" &&
      !home.headers.has("x-powered-by"),
    csp,
  );

  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(homeHtml)?.[1];
  const asset = script ? await fetch(`${base}${script}`) : undefined;
  check(
    "hashed assets cached for a year",
    Boolean(asset?.ok) && /max-age=31536000, immutable/.test(asset?.headers.get("cache-control") ?? ""),
    script,
  );

  const detail = await fetch(`${base}/properties/${property.id}`);
  const detailHtml = await detail.text();
  check(
    "property page carries its own title, canonical URL and Open Graph image",
    detail.ok &&
      detailHtml.includes("<title>Smoke-Test Wohnung Mitte | Spreehaus Immobilien</title>") &&
      detailHtml.includes(`og:image" content="${base}/og/properties/${property.id}.jpg"`) &&
      detailHtml.includes('rel="canonical"'),
  );
  const shareImage = await fetch(`${base}/og/properties/${property.id}.jpg`);
  check(
    "its share image is a JPEG",
    shareImage.ok &&
      shareImage.headers.get("content-type") === "image/jpeg" &&
      (await shareImage.arrayBuffer()).byteLength > 1000,
  );

  const poisoned = await new Promise((resolve, reject) =>
    httpGet({ host: "127.0.0.1", port, path: "/sitemaps/pages.xml", headers: { Host: "boese.example" } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode, text }));
    }).on("error", reject),
  );
  check(
    "sitemap names SITE_URL, whatever Host the request claims",
    poisoned.status === 200 && poisoned.text.includes(`<loc>${base}/</loc>`) && !poisoned.text.includes("boese"),
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}

const failed = results.filter((ok) => !ok).length;
console.log(`smoke: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
