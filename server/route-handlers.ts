import type { PassportStatic } from "passport";
import { routeTable, type RouteTable } from "@shared/api/routes/index";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Services } from "./services";
import type { Handlers } from "./http/mount-routes";
import { accountLinkHandlers } from "./accounts/account-links.routes";
import { accountsHandlers } from "./accounts/accounts.routes";
import { adminHandlers } from "./admin/admin.routes";
import { applicationsHandlers } from "./applications/applications.routes";
import { auditHandlers } from "./audit/audit.routes";
import { authHandlers } from "./auth/auth.routes";
import { backupsHandlers } from "./backups/backups.routes";
import { blogHandlers } from "./blog/blog.routes";
import { contactsHandlers } from "./contacts/contacts.routes";
import { exposeHandlers } from "./expose/expose.routes";
import { healthHandlers } from "./http/health";
import { mapSettingsHandlers } from "./http/map-settings";
import { openApiHandlers } from "./http/openapi";
import { importsHandlers } from "./imports/imports.routes";
import { outboxHandlers } from "./mail/outbox.routes";
import { mediaHandlers } from "./media/media.routes";
import { shareImageHandlers } from "./share-image/share-image.routes";
import { openimmoHandlers } from "./openimmo/openimmo.routes";
import { privacyHandlers } from "./privacy/privacy.routes";
import { propertiesHandlers } from "./properties/properties.routes";
import { similarHandlers } from "./properties/similar.routes";
import { scraperOpenimmoHandlers } from "./scraper/scraper-export";
import { scraperHandlers } from "./scraper/scraper.routes";
import { searchAlertsHandlers } from "./search-alerts/search-alerts.routes";
import { seoHandlers } from "./seo/seo.routes";

type Wiring = { config: Config; database: Database; passport: PassportStatic };

/**
 * Every route's handler, from the module that owns it. The compiler checks the result against the
 * route table: a route without a handler, or a handler without a route, does not build.
 */
export function routeHandlersOf(services: Services, { config, database, passport }: Wiring): Handlers<RouteTable> {
  return {
    ...healthHandlers(database.db, config.database.healthTimeoutMs),
    ...openApiHandlers(routeTable),
    ...mapSettingsHandlers(config.map),
    ...authHandlers(passport, services.auth),
    ...accountLinkHandlers(services.accountLinks),
    ...accountsHandlers(services.accounts),
    ...auditHandlers(services.audit),
    ...privacyHandlers(config.retention, services.applicantData),
    ...importsHandlers(services.imports),
    ...propertiesHandlers(services.properties, services.propertyLists),
    ...similarHandlers(services.similar),
    ...exposeHandlers(services.expose, config.siteUrl),
    ...applicationsHandlers(services.applications),
    ...blogHandlers(services.blog),
    ...contactsHandlers(services.contacts),
    ...searchAlertsHandlers(services.searchAlerts),
    ...adminHandlers(database.db),
    ...backupsHandlers(services.backups),
    ...outboxHandlers(services.outbox),
    ...openimmoHandlers(services.openimmoFeed, services.openimmoImport),
    ...scraperOpenimmoHandlers(services.scraperResults, config.siteUrl),
    ...scraperHandlers(services.scraper),
    ...mediaHandlers(services.media),
    ...shareImageHandlers(services.shareImages),
    ...seoHandlers(services, config.siteUrl),
  } satisfies Handlers<RouteTable>;
}
