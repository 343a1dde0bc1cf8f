import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { prettyDestination } from "./pretty-log";
import { start } from "./start";
import { DataDirLockedError } from "./db/data-dir-lock";

// Entry point: start, and on SIGTERM/SIGINT refuse new requests, let running ones finish (within
// SHUTDOWN_GRACE_MS), close the database and exit 0.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, config.logFormat === "pretty" ? await prettyDestination() : undefined);
  const running = await start(config, logger, { serveClient: config.isProduction ? "static" : "vite" }).catch(
    (error) => {
      logger.fatal(error instanceof Error ? error.message : error, "Start fehlgeschlagen");
      // Said plainly as well: the reason a second process on one data folder does not start.
      if (error instanceof DataDirLockedError) console.error(error.message);
      process.exit(1);
    },
  );
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "Server wird beendet");
    // stop() is bounded by the grace period; this only catches a close that hangs (e.g. the database).
    const force = setTimeout(() => process.exit(1), config.http.shutdownGraceMs + 15_000).unref();
    running.stop().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main();
