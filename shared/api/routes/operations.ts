// Running the agency: health, this document, the dashboard, the outbox, OpenImmo and the scraper.

import { dashboardStatsAnswer } from "../../contracts/admin-stats";
import { backupListAnswer, backupSummary } from "../../contracts/backups";
import { healthyAnswer, unhealthyAnswer } from "../../contracts/health";
import { mapSettingsAnswer } from "../../contracts/map";
import { openimmoImportAnswer, openimmoLastExportAnswer } from "../../contracts/openimmo";
import { outboxMailAnswer, outboxMailSummaryAnswer, outboxPageAnswer } from "../../contracts/outbox";
import {
  scrapeStartedAnswer,
  scraperImportAnswer,
  scraperResultsAnswer,
  scraperStatusAnswer,
} from "../../contracts/scraper";
import { backupNameParamSchema } from "../../validation/backups";
import { idParamSchema } from "../../validation/common";
import { openimmoExportQuery } from "../../validation/openimmo";
import { outboxPageQuerySchema } from "../../validation/outbox";
import { scrapeBodySchema } from "../../validation/scraper";
import * as at from "../endpoints/index";
import { route } from "../route";

const operations = "Betrieb";
const mail = "Postausgang";
const openimmo = "OpenImmo";
const scraper = "Portal-Import";
const backups = "Sicherungen";

export const operationsRoutes = {
  health: route(at.health, {
    summary: "Whether this instance and its database answer (for load balancers)",
    tag: operations,
    access: "public",
    answers: { 200: healthyAnswer, 503: unhealthyAnswer },
  }),
  openApi: route(at.openApi, {
    summary: "This API as an OpenAPI 3.1 document",
    tag: operations,
    access: "public",
    answers: { 200: { file: "application/json" } },
  }),
  mapSettings: route(at.mapSettings, {
    summary: "The map's style and provider (null when the site offers no map)",
    tag: operations,
    access: "public",
    answers: { 200: mapSettingsAnswer },
  }),
  dashboardStats: route(at.dashboardStats, {
    summary: "The dashboard's numbers",
    tag: operations,
    access: "staff",
    answers: { 200: dashboardStatsAnswer },
  }),
  listBackups: route(at.listBackups, {
    summary: "The embedded database's backups (database and media files), newest first",
    tag: backups,
    access: "owner",
    answers: { 200: backupListAnswer },
  }),
  createBackup: route(at.createBackup, {
    summary: "Make a backup now (embedded database only; 409 with a PostgreSQL server)",
    tag: backups,
    access: "owner",
    answers: { 201: backupSummary },
  }),
  downloadBackup: route(at.downloadBackup, {
    summary: "Download one backup (recorded in the audit trail)",
    tag: backups,
    access: "owner",
    params: backupNameParamSchema,
    answers: { 200: { file: "application/zip" } },
  }),
  listOutbox: route(at.listOutbox, {
    summary: "Sent and queued mails, newest first, a page at a time",
    tag: mail,
    access: "staff",
    query: outboxPageQuerySchema,
    answers: { 200: outboxPageAnswer },
  }),
  getOutboxMail: route(at.getOutboxMail, {
    summary: "One mail with its text (secrets redacted)",
    tag: mail,
    access: "staff",
    params: idParamSchema,
    answers: { 200: outboxMailAnswer },
  }),
  resendOutboxMail: route(at.resendOutboxMail, {
    summary: "Send a mail again",
    tag: mail,
    access: "staff",
    params: idParamSchema,
    answers: { 200: outboxMailSummaryAnswer },
  }),
  openimmoExport: route(at.openimmoExport, {
    summary: "The OpenImmo feed for the portals as a ZIP (all listings, or the changes since a time)",
    tag: openimmo,
    access: "staff",
    query: openimmoExportQuery,
    answers: { 200: { file: "application/zip" } },
  }),
  openimmoLastExport: route(at.openimmoLastExport, {
    summary: "When the feed was last fetched, and what it held",
    tag: openimmo,
    access: "staff",
    answers: { 200: openimmoLastExportAnswer },
  }),
  openimmoImport: route(at.openimmoImport, {
    summary: "Import a CRM's OpenImmo file (multipart field file: ZIP or XML, at most 50 MB)",
    tag: openimmo,
    access: "staff",
    upload: { field: "file" },
    answers: { 200: openimmoImportAnswer },
  }),
  scrapedOpenimmo: route(at.scrapedOpenimmo, {
    summary: "One scraped listing as an OpenImmo document",
    tag: scraper,
    access: "staff",
    params: idParamSchema,
    answers: { 200: { file: "application/xml" } },
  }),
  scraperStatus: route(at.scraperStatus, {
    summary: "Whether a scrape is running",
    tag: scraper,
    access: "staff",
    answers: { 200: scraperStatusAnswer },
  }),
  scraperResults: route(at.scraperResults, {
    summary: "The scraped listings",
    tag: scraper,
    access: "staff",
    answers: { 200: scraperResultsAnswer },
  }),
  startScrape: route(at.startScrape, {
    summary: "Scrape portal pages in the background",
    tag: scraper,
    access: "staff",
    body: scrapeBodySchema,
    answers: { 202: scrapeStartedAnswer },
  }),
  importScraperResult: route(at.importScraperResult, {
    summary: "Turn a scraped listing into a hidden draft listing",
    tag: scraper,
    access: "staff",
    params: idParamSchema,
    answers: { 201: scraperImportAnswer },
  }),
};
