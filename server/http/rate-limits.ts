import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit, type Options } from "express-rate-limit";
import type { RateLimitName } from "@shared/api/route";
import { searchAlertMessages } from "@shared/search/search-alerts";
import type { Db } from "../db/client";
import { mailboxKey } from "./mailbox-key";
import { PgRateLimitStore } from "./rate-limit-store";

const HOUR = 60 * 60 * 1000;
const LOGIN_WINDOW = 15 * 60 * 1000;

export type LoginLimitSettings = { login: number; loginDelayMaxMs: number };

export const loginRefusedMessage =
  "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.";

/** The address a limit counts: the socket's, or the one a trusted proxy (TRUST_PROXY) reports. IPv6 by its /56 network. */
const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");
const usernameOf = (req: Request) =>
  String(req.body?.username ?? "")
    .trim()
    .toLowerCase();

// Only a wrong password counts as a failed sign-in: not a validation error, not a 429, and not a
// 5xx of a database outage (the person may well have typed the right password).
const notAFailedSignIn = (_req: Request, res: Response) => res.statusCode !== 401;

const common = {
  standardHeaders: "draft-8",
  legacyHeaders: false,
  // Whether X-Forwarded-For is believed is decided once, by TRUST_PROXY; an untrusted header is
  // simply ignored (and would otherwise be logged on every request).
  validate: { xForwardedForHeader: false },
} satisfies Partial<Options>;

/** Extra wait before the password of a username that failed `failures` times (anywhere) is checked. */
export function loginDelayMs(failures: number, freeFailures: number, maxDelayMs: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(250 * 2 ** (failures - freeFailures), maxDelayMs);
}

/**
 * Failed sign-ins for one username, from any address, slow its further attempts down (250 ms,
 * doubling, at most LOGIN_DELAY_MAX_MS) but never refuse them: whoever knows the password still gets in while
 * guessers on rotating addresses crawl. The wait comes before the check, so an early answer
 * gives nothing away.
 */
function usernameSlowdown(db: Db, freeFailures: number, maxDelayMs: number): RequestHandler {
  const store = new PgRateLimitStore(db, "login-user");
  store.init({ windowMs: LOGIN_WINDOW });
  return async (req, res, next) => {
    const username = usernameOf(req);
    const { totalHits } = await store.increment(username);
    res.once("finish", () => {
      if (notAFailedSignIn(req, res)) void store.decrement(username);
    });
    const delay = loginDelayMs(totalHits - 1, freeFailures, maxDelayMs);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    next();
  };
}

/**
 * Failed sign-ins refuse (429) only the client that failed: per username and address `login`
 * in 15 minutes, per address across usernames five times as many (guessing many accounts from one
 * place). Per username alone they slow down instead, so no one can lock the admin out.
 */
export function loginLimits(db: Db, { login: max, loginDelayMaxMs }: LoginLimitSettings): RequestHandler[] {
  const failedSignIns = {
    ...common,
    windowMs: LOGIN_WINDOW,
    skipSuccessfulRequests: true,
    requestWasSuccessful: notAFailedSignIn,
    message: { message: loginRefusedMessage },
  } satisfies Partial<Options>;
  return [
    rateLimit({
      ...failedSignIns,
      limit: max,
      store: new PgRateLimitStore(db, "login-address-username"),
      keyGenerator: (req) => `${clientIp(req)} ${usernameOf(req)}`,
    }),
    rateLimit({
      ...failedSignIns,
      limit: 5 * max,
      store: new PgRateLimitStore(db, "login-address"),
      keyGenerator: clientIp,
    }),
    usernameSlowdown(db, max, loginDelayMaxMs),
  ];
}

/** When to try again, in the words of a refusal: "Bitte versuchen Sie es in 12 Minuten erneut." */
export function retryAdvice(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Bitte versuchen Sie es in ${minutes === 1 ? "einer Minute" : `${minutes} Minuten`} erneut.`;
}

/**
 * A refusal's body: what happened (`lead`, e.g. "Zu viele Bewerbungen in kurzer Zeit.") and when to
 * try again, from the Retry-After header express-rate-limit has set just before, so both agree.
 */
const refusal =
  (lead: string) =>
  (_req: Request, res: Response): { message: string } => ({
    message: `${lead} ${retryAdvice(Number(res.getHeader("Retry-After")) || HOUR / 1000)}`,
  });

/** `max` requests per hour per `keyOf(req)`, counted in PostgreSQL; `name` keeps each limit's counters apart. */
function hourly(db: Db, name: string, max: number, lead: string, keyOf: (req: Request) => string): RequestHandler {
  return rateLimit({
    ...common,
    windowMs: HOUR,
    limit: max,
    store: new PgRateLimitStore(db, name),
    keyGenerator: keyOf,
    message: refusal(lead),
  });
}

export const tooManyApplications = "Zu viele Bewerbungen in kurzer Zeit.";

const emailOf = (req: Request) =>
  String(req.body?.email ?? "")
    .trim()
    .toLowerCase();

/** The settings of every limit (RATE_LIMIT_* in the environment, see server/config.ts). */
export type RateLimitSettings = LoginLimitSettings & {
  /** Applications per hour from one address with one e-mail address, and from one address in all. */
  applications: number;
  applicationsPerIp: number;
  contact: number;
  passwordReset: number;
  /** Search-alert sign-ups per hour and client, and per hour and e-mail address. */
  searchAlerts: number;
  searchAlertsPerAddress: number;
};

type HourlyPolicy = {
  /** Requests per hour, from the settings. */
  max: (settings: RateLimitSettings) => number;
  /** What is counted: the client's address, an e-mail address in the body, or both. */
  key: (req: Request) => string;
  /** The refusal's first sentence; when to try again follows it. */
  message: string;
};

/**
 * The hourly limits, by the name the route table gives them. Each keeps its counters apart in
 * PostgreSQL under its name, so every instance counts the same hits.
 *
 * Applications count per address and e-mail address together: people behind one address (a
 * carrier's NAT, a shared flat, an office) each get `applications` an hour and do not block one
 * another. One address sending under ever new e-mail addresses stops at `applicationsPerIp`.
 */
export const hourlyPolicies = {
  contact: { max: (s) => s.contact, key: clientIp, message: "Zu viele Nachrichten in kurzer Zeit." },
  "password-reset": { max: (s) => s.passwordReset, key: clientIp, message: "Zu viele Anfragen in kurzer Zeit." },
  applications: {
    max: (s) => s.applications,
    key: (req) => `${clientIp(req)} ${emailOf(req)}`,
    message: tooManyApplications,
  },
  "applications-address": { max: (s) => s.applicationsPerIp, key: clientIp, message: tooManyApplications },
  "search-alerts": { max: (s) => s.searchAlerts, key: clientIp, message: searchAlertMessages.tooMany },
  "search-alerts-address": {
    max: (s) => s.searchAlertsPerAddress,
    key: (req) => mailboxKey(req.body?.email),
    message: searchAlertMessages.tooMany,
  },
} satisfies Record<Exclude<RateLimitName, "login">, HourlyPolicy>;

/** Every limit the route table names, as middleware, counted in the database. */
export function createRateLimits(db: Db, settings: RateLimitSettings): Record<RateLimitName, RequestHandler[]> {
  const hourlyLimits = Object.fromEntries(
    Object.entries(hourlyPolicies).map(([name, policy]: [string, HourlyPolicy]) => [
      name,
      [hourly(db, name, policy.max(settings), policy.message, policy.key)],
    ]),
  ) as Record<keyof typeof hourlyPolicies, RequestHandler[]>;
  return { login: loginLimits(db, settings), ...hourlyLimits };
}
