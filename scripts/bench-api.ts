// API benchmark: 1,000 properties on a fresh database of a real PostgreSQL, autocannon at 50
// connections on the list and a detail endpoint, next to a bare Node http server that answers the
// same bytes from memory (the ceiling of this machine). Fails when the list reaches less than half
// the ceiling or a p99 is 50 ms or more in both of two rounds.
//   npx tsx scripts/bench-api.ts [postgres://postgres@127.0.0.1:5432/postgres]
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openPostgres } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { properties } from "../shared/schema/index";
import { validProperty } from "../server/test/factories";

const serverUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const dbName = `spreehaus_bench_${process.pid}`;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function launch(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /PORT=(\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
  });
}

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const row = {
    title,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx - (headers["If-None-Match"] ? result.non2xx : 0),
  };
  console.log(`${title.padEnd(46)} ${String(row.rps).padStart(7)} req/s   p99 ${String(row.p99).padStart(4)} ms`);
  return row;
}

await adminQuery(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const children: ChildProcess[] = [];
try {
  const database = openPostgres(dbUrl.toString());
  await migrate(database);
  const rows = Array.from({ length: 1000 }, (_, i) =>
    validProperty({
      images: [
        `/media/${String(3 * i + 1).padStart(22, "0")}`,
        `/media/${String(3 * i + 2).padStart(22, "0")}`,
        `https://bilder.example.de/${i}.jpg`,
      ],
    }),
  );
  for (let i = 0; i < rows.length; i += 250) await database.db.insert(properties).values(rows.slice(i, i + 250));
  await database.close();

  const app = await launch(process.execPath, ["--import", "tsx", "scripts/bench/target.ts"], {
    DATABASE_URL: dbUrl.toString(),
    SESSION_SECRET: "bench-secret-bench-secret",
    ADMIN_PASSWORD: "bench-passwort-1",
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
  });
  children.push(app.child);
  const base = `http://127.0.0.1:${app.port}`;
  const list = await fetch(`${base}/api/properties`);
  const body = Buffer.from(await list.arrayBuffer());
  const etag = list.headers.get("etag")!;
  const bodyFile = join(tmpdir(), `bench-body-${process.pid}.json`);
  writeFileSync(bodyFile, body);
  const ceiling = await launch(process.execPath, ["scripts/bench/ceiling.mjs", bodyFile], {});
  children.push(ceiling.child);

  console.log(
    `1,000 properties, list body ${(body.length / 1024).toFixed(0)} KiB, ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  const measure = async () => {
    const bare = await run("ceiling: bare node http, same bytes", `http://127.0.0.1:${ceiling.port}/`);
    const revalidated = await run("GET /api/properties (If-None-Match → 304)", `${base}/api/properties`, {
      "If-None-Match": etag,
    });
    const full = await run("GET /api/properties (full body from cache)", `${base}/api/properties`);
    const detail = await run("GET /api/properties/500", `${base}/api/properties/500`);
    const checks = [
      [
        `list with revalidation ≥ half the ceiling (${revalidated.rps} vs ${Math.round(bare.rps / 2)})`,
        revalidated.rps >= bare.rps / 2,
      ],
      [
        `full list bodies ≥ half the ceiling (${full.rps} vs ${Math.round(bare.rps / 2)}; p99 ${full.p99} ms vs ceiling ${bare.p99} ms)`,
        full.rps >= bare.rps / 2,
      ],
      [`list p99 < 50 ms with revalidation (${revalidated.p99} ms)`, revalidated.p99 < 50],
      [`detail p99 < 50 ms (${detail.p99} ms)`, detail.p99 < 50],
    ] as const;
    for (const [name, ok] of checks) console.log(`${ok ? "ok  " : "FAIL"} ${name}`);
    return checks.every(([, ok]) => ok);
  };
  // Other work on a 2-core machine can push one p99 over the line: a second full round decides.
  let passed = await measure();
  if (!passed) {
    console.log("A budget was missed; measuring everything once more.");
    passed = await measure();
  }
  process.exitCode = passed ? 0 : 1;
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
