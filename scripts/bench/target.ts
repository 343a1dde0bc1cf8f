// The API as it runs in production (no client), for scripts/bench-api.ts. Prints "PORT=<n>".
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { start } from "../../server/start";

const config = loadConfig({
  SITE_URL: "http://127.0.0.1",
  ...process.env,
  NODE_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
});
const running = await start(config, createLogger(config.logLevel), { serveClient: "none" });
console.log(`PORT=${running.port}`);
process.on("SIGTERM", () => void running.stop().then(() => process.exit(0)));
