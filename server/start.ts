import { createServer, type Server } from "node:http";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { migrate } from "./db/migrate";
import { seedDemoContent } from "./db/seed";
import type { Logger } from "./logger";
import { createApp, type AppDeps } from "./app";
import { ensureAdminUser } from "./auth/auth.service";
import { staticClient, viteClient } from "./http/client";

export type Running = { server: Server; database: Database; port: number; stop: () => Promise<void> };

/** Opens the database, migrates, seeds, and listens. Used by index.ts and the browser tests. */
export type StartOptions = {
  serveClient: "vite" | "static" | "none";
  /** Built client folder (default dist/public). */
  clientRoot?: string;
  /** Scraper fetcher/translator (browser tests use saved fixture pages). */
  scraper?: AppDeps["scraper"];
  /** An open database instead of the one the config names (browser tests copy a migrated template). */
  database?: Database;
};

export async function start(config: Config, logger: Logger, options: StartOptions): Promise<Running> {
  const database =
    options.database ??
    (await openDatabase(config, (error) =>
      logger.warn({ err: error }, "database connection lost; it is replaced on the next query"),
    ));
  logger.info(
    database.kind === "pglite"
      ? `Datenbank: eingebettetes PostgreSQL (PGlite) unter ${config.dataDir}`
      : "Datenbank: PostgreSQL-Server über DATABASE_URL",
  );
  await migrate(database);
  const server = createServer();
  const client =
    options.serveClient === "vite"
      ? await viteClient(server)
      : options.serveClient === "static"
        ? staticClient(options.clientRoot)
        : undefined;
  const { app, services } = createApp({ config, database, logger, client, scraper: options.scraper });
  await ensureAdminUser(services.usersRepo, {
    username: config.adminUsername,
    password: config.adminPassword,
    isProduction: config.isProduction,
    logger,
  });
  if (config.seedDemo) await seedDemoContent(database.db, logger);

  server.on("request", app);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(`Server läuft auf http://localhost:${port} (Node ${process.version})`);

  const stop = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    // Let a scraper run that is writing its results finish (bounded), then close the database.
    await Promise.race([services.scraper.idle(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await database.close();
  };
  return { server, database, port, stop };
}
