import express, { type RequestHandler } from "express";
import compression from "compression";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { createServices, type ScraperDeps } from "./services";
import { createJobQueue } from "./jobs/job-queue";
import { scraperRoutes } from "./scraper/scraper.routes";
import { openimmoRoutes } from "./openimmo/openimmo.routes";
import { scraperOpenimmoRoutes } from "./scraper/scraper-export";
import { createHttpFetcher } from "./scraper/fetcher";
import { deeplTranslator, keepOriginal } from "./scraper/translator";
import { configurePassport, sessionMiddleware, sessionWhenNeeded } from "./auth/session";
import { authRoutes } from "./auth/auth.routes";
import { accountsRoutes } from "./accounts/accounts.routes";
import { accountLinkRoutes } from "./accounts/account-links.routes";
import { auditRoutes } from "./audit/audit.routes";
import { actorContext } from "./audit/actor-context";
import { applicantDataRoutes, retentionRoutes } from "./privacy/privacy.routes";
import { propertiesRoutes } from "./properties/properties.routes";
import { similarRoutes } from "./properties/similar.routes";
import { exposeRoutes } from "./expose/expose.routes";
import { importsRoutes } from "./imports/imports.routes";
import { applicationsRoutes, applicationUploadFields } from "./applications/applications.routes";
import { blogRoutes } from "./blog/blog.routes";
import { contactFormRoutes, contactInboxRoutes } from "./contacts/contacts.routes";
import { adminRoutes } from "./admin/admin.routes";
import { outboxRoutes } from "./mail/outbox.routes";
import { mediaRoutes } from "./media/media.routes";
import { jsonWithUploads } from "./media/upload-body";
import { scheduleMediaSweep } from "./media/media-sweep";
import { createFileStore, mediaDirFor } from "./media/file-store";
import { seoRoutes } from "./seo/seo.routes";
import { pageHeadLookup } from "./seo/page-head";
import { healthRoutes } from "./http/health";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security";
import { sameOriginOnly } from "./http/same-origin";
import { mailboxKey } from "./http/mailbox-key";
import { applicationLimits, hourlyLimit, hourlyLimitBy, loginLimits } from "./http/rate-limits";
import { searchAlertsRoutes } from "./search-alerts/search-alerts.routes";
import { searchAlertMessages } from "@shared/search/search-alerts";
import { rejectUnstorableInput } from "./http/request-sanity";
import { apiCachePolicy } from "./http/cache-policy";
import { createReplayLane } from "./http/replay-lane";
import { apiNotFound, errorHandler } from "./http/error-handler";

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
    },
  );
  // Tests sweep when they mean to; every other run sweeps at start-up and daily.
  if (config.env !== "test") scheduleMediaSweep(services.media, logger);
  const passport = configurePassport(services.auth);
  const limits = config.rateLimits;

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("env", config.env);
  app.use(requestLog(logger, { skipDevServerModules: config.env === "development" }));
  app.use(securityHeaders({ isProduction: config.isProduction }));
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

  app.use("/api/health", healthRoutes(database.db, config.database.healthTimeoutMs));
  app.use("/api/auth", authRoutes(passport, loginLimits(database.db, limits), services.auth));
  app.use(
    "/api/auth",
    accountLinkRoutes(
      services.accountLinks,
      hourlyLimit(database.db, "password-reset", limits.contact, "Zu viele Anfragen in kurzer Zeit."),
    ),
  );
  app.use("/api/users", accountsRoutes(services.accounts));
  app.use("/api/audit", auditRoutes(services.audit));
  app.use("/api/privacy", retentionRoutes(config.retention));
  app.use("/api/applicant-data", applicantDataRoutes(services.applicantData));
  app.use("/api/properties", importsRoutes(services.imports));
  app.use("/api/properties", propertiesRoutes(services.properties, services.propertyLists));
  app.use("/api/properties", similarRoutes(services.similar));
  app.use("/api/properties", exposeRoutes(services.expose, config.siteUrl));
  app.use("/api/applications", applicationsRoutes(services.applications, applicationLimits(database.db, limits)));
  app.use("/api/blog", blogRoutes(services.blog));
  app.use(
    "/api/contact",
    contactFormRoutes(
      services.contacts,
      hourlyLimit(database.db, "contact", limits.contact, "Zu viele Nachrichten in kurzer Zeit."),
    ),
  );
  app.use("/api/contacts", contactInboxRoutes(services.contacts));
  app.use(
    "/api/search-alerts",
    searchAlertsRoutes(services.searchAlerts, [
      hourlyLimit(database.db, "search-alerts", limits.searchAlerts, searchAlertMessages.tooMany),
      hourlyLimitBy(
        database.db,
        "search-alerts-address",
        limits.searchAlertsPerAddress,
        searchAlertMessages.tooMany,
        (req) => mailboxKey(req.body?.email),
      ),
    ]),
  );
  app.use("/api/admin", adminRoutes(database.db));
  app.use("/api/outbox", outboxRoutes(services.outbox));
  app.use("/api/openimmo", openimmoRoutes(services.openimmoFeed, services.openimmoImport));
  app.use("/api/scraper", scraperOpenimmoRoutes(services.scraperResults, config.siteUrl));
  app.use("/api/scraper", scraperRoutes(services.scraper));
  app.use("/api", apiNotFound);
  app.use("/media", signedIn, mediaRoutes(services.media));

  app.use(seoRoutes(services, config.siteUrl));
  if (client) app.use(pageHeadLookup(services, config.siteUrl), client);
  app.use(errorHandler);
  // Visitors' repeated list and listing reads, answered as Express last answered them (start() wires it in front).
  const replay = createReplayLane({
    paths: [/^\/api\/properties\/?$/, /^\/api\/properties\/\d+\/?$/],
    isCurrent: services.propertyLists.isCurrent,
    logger,
  });
  return { app, services, replay };
}
