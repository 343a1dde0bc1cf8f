import type { Db } from "./db/client";
import { createUsersRepo } from "./auth/auth.repo";
import { createAuthService } from "./auth/auth.service";
import { createMediaRepo } from "./media/media.repo";
import { createMediaService } from "./media/media.service";
import { createFileStore } from "./media/file-store";
import { createPropertiesRepo } from "./properties/properties.repo";
import { createPropertiesService } from "./properties/properties.service";
import { createPropertyCache } from "./properties/list-cache";
import { createApplicationsRepo } from "./applications/applications.repo";
import { createApplicationsService } from "./applications/applications.service";
import { createBlogRepo } from "./blog/blog.repo";
import { createBlogService } from "./blog/blog.service";
import { createContactsRepo } from "./contacts/contacts.repo";
import { createContactsService } from "./contacts/contacts.service";
import { createImportService } from "./imports/import.service";
import { createScraperRepo } from "./scraper/scraper.repo";
import { createScraperService, type ScraperOptions } from "./scraper/scraper.service";
import type { PageFetcher } from "./scraper/fetcher";
import type { Translator } from "./scraper/translator";
import type { Logger } from "./logger";

export type ScraperDeps = { fetchPage: PageFetcher; translate: Translator; options?: ScraperOptions };

/** Wires repos into services; the one place that knows how the modules depend on each other. */
export function createServices(
  db: Db,
  logger: Logger,
  scraper: ScraperDeps,
  options: { cacheMaxBytes: number; mediaDir?: string },
) {
  const usersRepo = createUsersRepo(db);
  const media = createMediaService(
    createMediaRepo(db, options.mediaDir ? createFileStore(options.mediaDir) : undefined),
  );
  const propertyLists = createPropertyCache(options.cacheMaxBytes);
  const propertiesRepo = createPropertiesRepo(db, propertyLists.changed);
  return {
    usersRepo,
    media,
    auth: createAuthService(usersRepo),
    properties: createPropertiesService(propertiesRepo, media),
    propertyLists,
    applications: createApplicationsService(createApplicationsRepo(db), propertiesRepo, media),
    blog: createBlogService(createBlogRepo(db), media),
    contacts: createContactsService(createContactsRepo(db), propertiesRepo),
    imports: createImportService(propertiesRepo, media),
    scraper: createScraperService(
      {
        repo: createScraperRepo(db),
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
