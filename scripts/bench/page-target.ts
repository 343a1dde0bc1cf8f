// The app as it runs in production, serving the built client from CLIENT_ROOT, on an embedded
// database with the demo content, for scripts/bench-pages.ts. Prints "PORT=<n>".
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { start } from "../../server/start";

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
  SITE_URL: "http://127.0.0.1",
  DATA_DIR: "memory://",
  SEED_DEMO: "true",
  SESSION_SECRET: "bench-secret-bench-secret-bench",
  ADMIN_PASSWORD: "bench-passwort-bench-1",
  LOG_LEVEL: "warn",
});
const running = await start(config, createLogger(config.logLevel), {
  serveClient: "static",
  clientRoot: process.env.CLIENT_ROOT,
});
console.log(`PORT=${running.port}`);
process.on("SIGTERM", () => void running.stop().then(() => process.exit(0)));
