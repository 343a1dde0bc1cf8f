import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RateLimitSettings } from "./http/rate-limits";
import { z } from "zod";
import { defaultRetention, type RetentionPeriods } from "@shared/retention";
import { siteConfig } from "@shared/site-config";

// The only reader of process.env. Everything else receives a Config.

export type MapSettings = {
  /** A MapLibre style (JSON) of an OpenStreetMap-based provider. */
  styleUrl: string;
  /** Who receives the visitor's address when the map loads, as the consent and the privacy page name it. */
  provider: string;
  /** Where the browser may fetch the style, tiles, glyphs and sprites from (the CSP's connect-src). */
  origins: string[];
};

function mapSettingsOf(styleUrl?: string, provider?: string, tileOrigins?: string): MapSettings | undefined {
  if (!styleUrl) return undefined;
  const style = new URL(styleUrl);
  const extra = (tileOrigins ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  return { styleUrl, provider: provider ?? style.hostname, origins: [...new Set([style.origin, ...extra])] };
}

const flag = z
  .enum(["0", "1", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));
const emptyAsMissing = (v: unknown) => (v === "" ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsMissing, schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: opt(z.string()),
  DATA_DIR: z.string().default("./data"),
  BACKUP_DIR: opt(z.string()),
  BACKUP_KEEP: z.coerce.number().int().min(1, "BACKUP_KEEP muss mindestens 1 sein").max(365).default(14),
  DATA_DIR_LOCK_STALE_MS: z.coerce.number().int().min(2000).max(600_000).default(20_000),
  SESSION_SECRET: opt(z.string().min(16, "SESSION_SECRET muss mindestens 16 Zeichen lang sein")),
  ADMIN_USERNAME: z.string().min(1).default("admin"),
  ADMIN_PASSWORD: opt(z.string().min(8, "ADMIN_PASSWORD muss mindestens 8 Zeichen lang sein")),
  SEED_DEMO: opt(flag),
  TRUST_PROXY: opt(z.string()),
  LOG_LEVEL: opt(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  LOG_FORMAT: opt(z.enum(["json", "pretty"], "LOG_FORMAT muss json oder pretty sein")),
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_APPLICATIONS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_APPLICATIONS_PER_IP: opt(z.coerce.number().int().positive()),
  RATE_LIMIT_CONTACT: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_PASSWORD_RESET: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_SEARCH_ALERTS: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_SEARCH_ALERTS_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  LOGIN_DELAY_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(8000),
  DEEPL_API_KEY: opt(z.string()),
  MAP_STYLE_URL: opt(
    z.string().url("MAP_STYLE_URL muss eine Adresse wie https://tiles.openfreemap.org/styles/liberty sein"),
  ),
  MAP_PROVIDER: opt(z.string().trim().min(1).max(80)),
  MAP_TILE_ORIGINS: opt(z.string()),
  SITE_URL: opt(
    z
      .string()
      .url("SITE_URL muss eine Adresse wie https://www.beispiel.de sein")
      .refine((v) => /^https?:\/\//.test(v), "SITE_URL muss mit http:// oder https:// beginnen"),
  ),
  SMTP_URL: opt(
    z
      .string()
      .refine(
        (v) => /^smtps?:\/\/[^/]+/.test(v),
        "SMTP_URL muss eine Adresse wie smtp://benutzer:passwort@host:587 sein",
      ),
  ),
  MAIL_FROM: opt(z.string()),
  NOTIFY_EMAIL: opt(z.string().email("NOTIFY_EMAIL muss eine E-Mail-Adresse sein")),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  CACHE_MAX_MB: z.coerce.number().min(0).max(4096).default(32),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultRetention.applicationDays),
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultRetention.contactDays),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultRetention.auditDays),
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultRetention.outboxDays),
});

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Embedded database only: where the daily backups go, and how many of them are kept. */
  backup: { dir: string; keep: number };
  /** The data folder's lock counts as left behind by a dead process when not refreshed for this long. */
  dataDirLockStaleMs: number;
  sessionSecret: string;
  adminUsername: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Value for Express' "trust proxy": false unless configured. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** JSON lines (production, tests, log collectors) or one readable line per entry (development). */
  logFormat: "json" | "pretty";
  rateLimits: RateLimitSettings;
  deeplApiKey?: string;
  /** The map provider (MAP_STYLE_URL): without it no map is offered. */
  map?: MapSettings;
  /** The public address for canonical links, sitemap and robots.txt; always set in production. */
  siteUrl?: string;
  /** Outgoing mail: without smtpUrl, mails are kept in the outbox and not sent. */
  mail: { smtpUrl?: string; from: string; notifyEmail: string; retryDelaySeconds: number };
  /** How often an idle job worker looks for new jobs. */
  jobPollSeconds: number;
  /** Upper bound of each in-memory cache of answers, in bytes. */
  cacheMaxBytes: number;
  /** Bounds on the database (pg pool): connecting, one statement, and the health check's query. */
  database: { connectTimeoutMs: number; statementTimeoutMs: number; healthTimeoutMs: number };
  /** Bounds on a request and on shutting down. */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; bodyIdleTimeoutMs: number; shutdownGraceMs: number };
  /** How long personal data is kept (the daily erasure job and the privacy page read these). */
  retention: RetentionPeriods;
};

export class ConfigError extends Error {}

/** DATA_DIR/backups; for a database in memory (browser tests, demos) a folder of this process in the temp folder. */
const defaultBackupDir = (dataDir: string) =>
  dataDir.startsWith("memory://") ? join(tmpdir(), `spreehaus-backups-${process.pid}`) : join(dataDir, "backups");

const configError = (issues: z.core.$ZodIssue[]) =>
  new ConfigError(`Ungültige Konfiguration:\n${issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n")}`);

/** Where the data lives, for `npm run restore` (which needs neither secrets nor a site address). */
export type StorageConfig = Pick<Config, "databaseUrl" | "dataDir" | "dataDirLockStaleMs" | "backup">;

export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const parsed = envSchema
    .pick({ DATABASE_URL: true, DATA_DIR: true, DATA_DIR_LOCK_STALE_MS: true, BACKUP_DIR: true, BACKUP_KEEP: true })
    .safeParse(env);
  if (!parsed.success) throw configError(parsed.error.issues);
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    dataDirLockStaleMs: e.DATA_DIR_LOCK_STALE_MS,
    backup: { dir: e.BACKUP_DIR ?? defaultBackupDir(e.DATA_DIR), keep: e.BACKUP_KEEP },
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw configError(parsed.error.issues);
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError(
      "SESSION_SECRET fehlt: im Produktivbetrieb startet der Server nicht ohne geheimen Sitzungsschlüssel.",
    );
  }
  // Without it, links in the sitemap, robots.txt and canonical tags would name whatever Host a request claims.
  if (isProduction && !e.SITE_URL) {
    throw new ConfigError(
      "SITE_URL fehlt: im Produktivbetrieb startet der Server nicht ohne die öffentliche Adresse der Website (z. B. https://www.spreehaus-immobilien.de).",
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    dataDirLockStaleMs: e.DATA_DIR_LOCK_STALE_MS,
    backup: { dir: e.BACKUP_DIR ?? defaultBackupDir(e.DATA_DIR), keep: e.BACKUP_KEEP },
    // Development without a secret: a fixed one, so sessions survive restarts of `npm run dev`.
    sessionSecret: e.SESSION_SECRET ?? "development-only-session-secret",
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === "development" ? "pretty" : "json"),
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      loginDelayMaxMs: e.LOGIN_DELAY_MAX_MS,
      applications: e.RATE_LIMIT_APPLICATIONS,
      // Several people behind one address (a carrier's NAT, an office) each get the per-person limit.
      applicationsPerIp: e.RATE_LIMIT_APPLICATIONS_PER_IP ?? 5 * e.RATE_LIMIT_APPLICATIONS,
      contact: e.RATE_LIMIT_CONTACT,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET,
      searchAlerts: e.RATE_LIMIT_SEARCH_ALERTS,
      searchAlertsPerAddress: e.RATE_LIMIT_SEARCH_ALERTS_PER_ADDRESS,
    },
    deeplApiKey: e.DEEPL_API_KEY,
    map: mapSettingsOf(e.MAP_STYLE_URL, e.MAP_PROVIDER, e.MAP_TILE_ORIGINS),
    siteUrl: e.SITE_URL?.replace(/\/+$/, ""),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${siteConfig.name}" <${siteConfig.email}>`,
      notifyEmail: e.NOTIFY_EMAIL ?? siteConfig.email,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    },
    jobPollSeconds: e.JOB_POLL_SECONDS,
    cacheMaxBytes: Math.round(e.CACHE_MAX_MB * 1024 * 1024),
    database: {
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    },
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      // Node requires the headers' bound to be at most the whole request's.
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    },
    retention: {
      applicationDays: e.RETENTION_DAYS,
      contactDays: e.CONTACT_RETENTION_DAYS,
      auditDays: e.AUDIT_RETENTION_DAYS,
      outboxDays: e.OUTBOX_RETENTION_DAYS,
    },
  };
}
