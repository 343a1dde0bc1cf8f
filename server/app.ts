import express, { type RequestHandler } from "express";
import compression from "compression";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { createServices, type ScraperDeps } from "./services";
import { createJobQueue } from "./jobs/job-queue";
import { routeTable } from "@shared/api/routes/index";
import { createHttpFetcher } from "./scraper/fetcher";
import { deeplTranslator, keepOriginal } from "./scraper/translator";
import { configurePassport, sessionMiddleware, sessionWhenNeeded } from "./auth/session";
import { actorContext } from "./audit/actor-context";
import { applicationUploadFields } from "./applications/applications.routes";
import { jsonWithUploads } from "./media/upload-body";
import { createFileStore, mediaDirFor } from "./media/file-store";
import { pageHeadLookup } from "./seo/page-head";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security";
import { sameOriginOnly } from "./http/same-origin";
import { createRateLimits } from "./http/rate-limits";
import { mountRoutes } from "./http/mount-routes";
import { rejectUnstorableInput } from "./http/request-sanity";
import { apiCachePolicy } from "./http/cache-policy";
import { createReplayLane } from "./http/replay-lane";
import { apiNotFound, errorHandler } from "./http/error-handler";
import { routeHandlersOf } from "./route-handlers";

export type AppDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  /** Serves the SPA (Vite middleware in development, built files in production); absent in API tests. */
  client?: RequestHandler;
  /** Page fetcher and translator of the scraper; tests inject fixtures here. */
  scraper?: Partial<ScraperDeps>;
  /** Listings per sitemap file; tests lower it to see the split without thousands of rows. */
  sitemapMaxUrls?: number;
};

// Large enough for two 5 MB documents (as base64) and for ten resized photos; small elsewhere.
const bodyLimits = { applications: 15 * 1024 * 1024, properties: "30mb", blog: "10mb", default: "100kb" };

export function createApp({ config, database, logger, client, scraper, sitemapMaxUrls }: AppDeps) {
  const app = express();
  // With the embedded database, file bytes live on disk (writing them into PGlite blocks the event loop).
  const mediaDir = database.kind === "pglite" ? mediaDirFor(config.dataDir) : undefined;
  // Defined here, started by start() (tests start it when they need it).
  const jobs = createJobQueue(database, {
    logger,
    pollSeconds: config.jobPollSeconds,
    retryDelaySeconds: config.mail.retryDelaySeconds,
  });
  const services = createServices(
    database.db,
    logger,
    {
      fetchPage: scraper?.fetchPage ?? createHttpFetcher(),
      translate: scraper?.translate ?? (config.deeplApiKey ? deeplTranslator(config.deeplApiKey) : keepOriginal),
      options: scraper?.options,
    },
    {
      cacheMaxBytes: config.cacheMaxBytes,
      mediaDir,
      jobs,
      mail: { ...config.mail, logKept: config.env === "development" },
      // Links in mails; in development without SITE_URL, this machine.
      siteUrl: config.siteUrl ?? `http://localhost:${config.port}`,
      retention: config.retention,
      secret: config.sessionSecret,
      sitemapMaxUrls,
      databaseUrl: database.url,
      backups: { ...config.backup, database },
    },
  );
  const passport = configurePassport(services.auth);
  const limits = config.rateLimits;

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("env", config.env);
  app.use(requestLog(logger, { skipDevServerModules: config.env === "development" }));
  app.use(securityHeaders({ isProduction: config.isProduction, mapOrigins: config.map?.origins }));
  app.use(compression());

  app.use("/api", sameOriginOnly);
  app.use(
    "/api/applications",
    jsonWithUploads(bodyLimits.applications, applicationUploadFields, mediaDir ? createFileStore(mediaDir) : undefined),
  );
  app.use("/api/properties", express.json({ limit: bodyLimits.properties }));
  app.use("/api/blog", express.json({ limit: bodyLimits.blog }));
  app.use(express.json({ limit: bodyLimits.default }));
  app.use(rejectUnstorableInput);

  const session = sessionMiddleware({ pool: database.pool, secret: config.sessionSecret, secure: config.isProduction });
  const signedIn = sessionWhenNeeded([session, passport.initialize(), passport.session()]);
  app.use("/api", signedIn);
  app.use("/api", actorContext);
  app.use("/api", apiCachePolicy);

  app.use("/media", signedIn);
  // Every route of the table, with its guard, limits and validation (server/http/mount-routes.ts).
  app.use(
    mountRoutes(
      routeTable,
      routeHandlersOf(services, { config, database, passport }),
      createRateLimits(database.db, limits),
    ),
  );
  app.use("/api", apiNotFound);

  if (client) app.use(pageHeadLookup(services, config.siteUrl, config.map), client);
  app.use(errorHandler);
  // Visitors' repeated list and listing reads, answered as Express last answered them (start() wires it in front).
  const replay = createReplayLane({
    paths: [/^\/api\/properties\/?$/, /^\/api\/properties\/\d+\/?$/],
    isCurrent: services.propertyLists.isCurrent,
    logger,
  });
  return { app, services, replay };
}
