import type { Database, Db } from "./db/client";
import { createUsersRepo } from "./auth/auth.repo";
import { createAuthService } from "./auth/auth.service";
import { createAuditRepo } from "./audit/audit.repo";
import { createAuditService } from "./audit/audit.service";
import { createAccountsService } from "./accounts/accounts.service";
import { createAccountLinksService } from "./accounts/account-links.service";
import { createAccountTokensRepo } from "./accounts/account-tokens.repo";
import { currentActor } from "./audit/actor-context";
import { createMediaRepo } from "./media/media.repo";
import { createMediaService } from "./media/media.service";
import { createFileStore } from "./media/file-store";
import { createPropertiesRepo } from "./properties/properties.repo";
import { createPropertiesService } from "./properties/properties.service";
import { sql } from "drizzle-orm";
import { createPropertyCache, type PropertyChange } from "./properties/property-cache";
import { createChangeFeed, noChangeFeed } from "./cache/change-feed";
import { createSimilarRepo } from "./properties/similar.repo";
import { createSimilarService } from "./properties/similar.service";
import { createExposeService } from "./expose/expose.service";
import { createShareImageService } from "./share-image/share-image.service";
import { createApplicationsRepo } from "./applications/applications.repo";
import { createApplicationsService } from "./applications/applications.service";
import { registerApplicantLinks } from "./applications/applicant-link";
import { createBlogRepo } from "./blog/blog.repo";
import { createBlogService } from "./blog/blog.service";
import { createPostHtml } from "./blog/post-html";
import { createPageCache } from "./pages/page-cache";
import { createSitemapCache } from "./seo/sitemap-cache";
import { createSitemaps } from "./seo/sitemaps";
import { createContactsRepo } from "./contacts/contacts.repo";
import { createContactsService } from "./contacts/contacts.service";
import { createImportService } from "./imports/import.service";
import { createScraperRepo } from "./scraper/scraper.repo";
import { createScraperService, type ScraperOptions } from "./scraper/scraper.service";
import type { PageFetcher } from "./scraper/fetcher";
import type { Translator } from "./scraper/translator";
import type { Logger } from "./logger";
import type { RetentionPeriods } from "@shared/retention";
import type { JobQueue } from "./jobs/job-queue";
import { createPrivacyRepo } from "./privacy/privacy.repo";
import { createApplicantDataService } from "./privacy/applicant-data.service";
import { createRetentionService, RETENTION_CRON, RETENTION_JOB } from "./privacy/retention.service";
import { createMailer, type MailerOptions } from "./mail/mailer";
import { createOutboxRepo } from "./mail/outbox.repo";
import { createOutboxService } from "./mail/outbox.service";
import { createNotices } from "./mail/notices";
import { createOpenimmoRepo } from "./openimmo/openimmo.repo";
import { createOpenimmoExport } from "./openimmo/export.service";
import { createOpenimmoImport } from "./openimmo/import.service";
import { createSearchAlertsRepo } from "./search-alerts/search-alerts.repo";
import { createSearchAlertsService } from "./search-alerts/search-alerts.service";
import { BACKUP_CRON, BACKUP_JOB, createBackupService, type BackupSettings } from "./backups/backups.service";

const listingIdsOf = (changes: PropertyChange[]) => [
  ...new Set(changes.flatMap(({ before, after }) => [before?.id, after?.id]).filter((id) => id !== undefined)),
];

export type ScraperDeps = { fetchPage: PageFetcher; translate: Translator; options?: ScraperOptions };

/** Wires repos into services; the one place that knows how the modules depend on each other. */
export function createServices(
  db: Db,
  logger: Logger,
  scraper: ScraperDeps,
  options: {
    cacheMaxBytes: number;
    mediaDir?: string;
    jobs: JobQueue;
    mail: MailerOptions;
    siteUrl: string;
    retention: RetentionPeriods;
    /** Derives the tokens of links mailed again and again (applicant page, search alerts). */
    secret: string;
    /** Listings per sitemap file (SITEMAP_MAX_URLS unless a test lowers it). */
    sitemapMaxUrls?: number;
    /** The database server's address: instances sharing it tell each other their changes (none when embedded). */
    databaseUrl?: string;
    /** The database itself (backups take their snapshot through its connection) and where they go. */
    backups: BackupSettings & { database: Database };
  },
) {
  const outboxRepo = createOutboxRepo(db);
  const mailer = createMailer({ repo: outboxRepo, jobs: options.jobs, logger }, options.mail);
  const notices = createNotices(mailer, options.siteUrl);
  const usersRepo = createUsersRepo(db);
  const audit = createAuditService(createAuditRepo(db));
  const accountLinks = createAccountLinksService({
    users: usersRepo,
    tokens: createAccountTokensRepo(db),
    audit,
    sendMail: async (mail) => void (await mailer.queue(mail)),
    secretLinks: mailer.secretLinks,
    jobs: options.jobs,
    siteUrl: options.siteUrl,
  });
  const media = createMediaService(
    createMediaRepo(db, options.mediaDir ? createFileStore(options.mediaDir) : undefined),
  );
  const propertyLists = createPropertyCache(options.cacheMaxBytes);
  // Server-rendered public pages, dropped by the same writes as the answers they are made from.
  const pages = createPageCache(options.cacheMaxBytes);
  // The sitemaps, compressed: about 40 KB (gzip and brotli) for each 10,000 listings.
  const sitemapCache = createSitemapCache(Math.round(options.cacheMaxBytes / 8));
  // What another instance on the same database changed drops the same copies here.
  const changeFeed = options.databaseUrl
    ? createChangeFeed({
        url: options.databaseUrl,
        notify: (channel, payload) => db.execute(sql`select pg_notify(${channel}, ${payload})`),
        apply: (change) => {
          if (change.kind !== "blog") {
            const ids = change.kind === "everything" ? "all" : change.ids;
            propertyLists.changedElsewhere(ids);
            pages.propertiesChangedElsewhere(ids);
            sitemapCache.propertiesChangedElsewhere();
          }
          if (change.kind !== "properties") {
            pages.blogChanged();
            sitemapCache.blogChanged();
          }
        },
        logger,
      })
    : noChangeFeed;
  const searchAlerts = createSearchAlertsService(
    { repo: createSearchAlertsRepo(db), mailer, jobs: options.jobs, logger },
    { siteUrl: options.siteUrl, secret: options.secret },
  );
  // Every committed listing change: the visitors' list cache drops what it touches, and a listing
  // that has just become public is matched against the search alerts.
  const propertiesRepo = createPropertiesRepo(db, (changes) => {
    propertyLists.changed(changes);
    pages.propertiesChanged(changes);
    sitemapCache.propertiesChanged(changes);
    searchAlerts.listingsChanged(changes);
    changeFeed.announce({ kind: "properties", ids: listingIdsOf(changes) });
  });
  const applicationsRepo = createApplicationsRepo(db);
  registerApplicantLinks(mailer.secretLinks, applicationsRepo, options.secret);
  const privacyRepo = createPrivacyRepo(db);
  const retention = createRetentionService(privacyRepo, media, audit, options.retention);
  // Daily; a run missed while the server was down happens at the next schedule.
  options.jobs.define(RETENTION_JOB, async () => void (await retention.run()), { cron: RETENTION_CRON });
  const backups = createBackupService(
    { database: options.backups.database, mediaDir: options.mediaDir, audit, logger },
    options.backups,
  );
  // Daily, embedded database only; the queue's schedule starts it once however many instances share it.
  if (backups.available)
    options.jobs.define(BACKUP_JOB, async () => void (await backups.create()), {
      cron: BACKUP_CRON,
      retryLimit: 2,
      expireInSeconds: 60 * 60,
    });
  const properties = createPropertiesService(propertiesRepo, media, {
    audit,
    listingRemoved: (id) => applicationsRepo.closeListing(id),
  });
  const scraperRepo = createScraperRepo(db);
  const blogRepo = createBlogRepo(db);
  return {
    jobs: options.jobs,
    mailer,
    outbox: createOutboxService(outboxRepo, mailer, audit),
    usersRepo,
    media,
    audit,
    auth: createAuthService(usersRepo, audit),
    accountLinks,
    accounts: createAccountsService(usersRepo, audit, (account) =>
      accountLinks.invite(account, currentActor()?.username ?? "Das Team"),
    ),
    retention,
    backups,
    applicantData: createApplicantDataService(privacyRepo, media, audit),
    properties,
    similar: createSimilarService(properties, createSimilarRepo(db)),
    expose: createExposeService(properties, media),
    shareImages: createShareImageService(properties, media),
    openimmoFeed: createOpenimmoExport(createOpenimmoRepo(db), media, options.siteUrl),
    openimmoImport: createOpenimmoImport(properties, propertiesRepo),
    scraperResults: scraperRepo,
    propertyLists,
    searchAlerts,
    applications: createApplicationsService(
      applicationsRepo,
      propertiesRepo,
      media,
      notices,
      audit,
      options.retention,
      options.secret,
    ),
    blog: createBlogService(blogRepo, media, {
      audit,
      html: createPostHtml(Math.round(options.cacheMaxBytes / 4)),
      changed: () => {
        pages.blogChanged();
        sitemapCache.blogChanged();
        changeFeed.announce({ kind: "blog" });
      },
    }),
    pages,
    changeFeed,
    sitemaps: createSitemaps({ listings: propertiesRepo, posts: blogRepo }, sitemapCache, {
      maxUrls: options.sitemapMaxUrls,
    }),
    contacts: createContactsService(createContactsRepo(db), propertiesRepo, notices, audit),
    imports: createImportService(properties, audit),
    scraper: createScraperService(
      {
        repo: scraperRepo,
        properties: propertiesRepo,
        fetchPage: scraper.fetchPage,
        translate: scraper.translate,
        logger,
      },
      scraper.options,
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
