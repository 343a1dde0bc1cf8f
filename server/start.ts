import type { Server } from "node:http";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { migrate } from "./db/migrate";
import { seedDemoContent } from "./db/seed";
import { underStartLock } from "./db/start-lock";
import type { Logger } from "./logger";
import { createApp, type AppDeps } from "./app";
import { startRecurringWork } from "./jobs/recurring";
import { ensureAdminUser } from "./auth/auth.service";
import { staticClient, viteClient } from "./http/spa";
import { closeHttpServer, createHttpServer, serveRequests } from "./http/http-server";
import { createDrain } from "./http/drain";
import { databaseInUse, mailMode, startupMessage, type StartupFacts } from "./startup-banner";

export type Running = {
  server: Server;
  database: Database;
  port: number;
  stop: (graceMs?: number) => Promise<boolean>;
};

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
  const dataDirLock = {
    staleMs: config.dataDirLockStaleMs,
    onWaiting: (message: string) => logger.warn(message),
    // Another process may be writing the folder now: stop before this one writes too.
    onCompromised: (error: Error) => {
      logger.fatal(
        { err: error },
        `Die Sperre des Datenordners ${config.dataDir} ist verloren gegangen; der Server beendet sich, um die Datenbank nicht zu beschädigen.`,
      );
      process.exit(1);
    },
  };
  const database =
    options.database ??
    (await openDatabase({ ...config, dataDirLock }, (error) =>
      logger.warn({ err: error }, "Datenbankverbindung verloren; die nächste Abfrage öffnet eine neue"),
    ));
  logger.debug(`Datenbank geöffnet: ${databaseInUse(config)}`);
  const server = createHttpServer(config.http);
  const client =
    options.serveClient === "vite"
      ? await viteClient(server)
      : options.serveClient === "static"
        ? staticClient(options.clientRoot)
        : undefined;
  // Each step checks what is there before writing; one instance at a time makes that hold. The
  // embedded database needs no lock here: its folder already belongs to this process alone.
  const setUp = async (migrator: Pick<Database, "db" | "kind"> = database) => {
    await migrate(migrator);
    const created = createApp({ config, database, logger, client, scraper: options.scraper });
    const admin = await ensureAdminUser(created.services.usersRepo, {
      username: config.adminUsername,
      password: config.adminPassword,
      isProduction: config.isProduction,
      logger,
    });
    if (config.seedDemo) await seedDemoContent(database.db, created.services.media, logger);
    return { ...created, admin };
  };
  const { app, services, replay, admin } = config.databaseUrl
    ? await underStartLock(config.databaseUrl, config.database.connectTimeoutMs, setUp)
    : await setUp();

  // After migrating: the queue installs or updates its own schema, then works jobs waiting from before.
  await services.jobs.start();
  // Hear what other instances on the same database change, so their writes reach this one's caches at once.
  await services.changeFeed.start();
  const stopRecurringWork = config.env === "test" ? () => {} : startRecurringWork(services, logger);

  const drain = createDrain();
  serveRequests(server, app, { drain, bodyIdleTimeoutMs: config.http.bodyIdleTimeoutMs, replay });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const facts: StartupFacts = {
    url: `http://localhost:${port}`,
    database: databaseInUse(config),
    mail: mailMode(config.mail.smtpUrl),
    // The generated password is meant to be read here, once; it is never stored in plain text.
    admin,
  };
  logger.info({ startup: facts }, startupMessage(facts));

  /**
   * Refuses new requests (503), lets running ones finish within the grace period, then closes every
   * connection and the database. Resolves true when no request had to be cut off.
   */
  const stop = async (graceMs = config.http.shutdownGraceMs): Promise<boolean> => {
    const started = Date.now();
    drain.begin();
    stopRecurringWork();
    if (drain.running() > 0) logger.info({ requests: drain.running() }, "Warte auf laufende Anfragen");
    const finished = await drain.settled(graceMs);
    if (!finished) logger.warn({ requests: drain.running() }, "Frist abgelaufen; laufende Anfragen werden abgebrochen");
    await closeHttpServer(server);
    // Let a scraper run that is writing its results finish (within what is left of the grace), then close the database.
    const left = Math.max(1000, graceMs - (Date.now() - started));
    await Promise.race([services.scraper.idle(), new Promise((resolve) => setTimeout(resolve, left).unref())]);
    // A job still running after the grace is retried (by this or another process) after it expires.
    await services.jobs.stop(Math.max(1000, graceMs - (Date.now() - started)));
    await services.changeFeed.stop();
    await database.close();
    return finished;
  };
  return { server, database, port, stop };
}
