import type { RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";

const HOUR = 60 * 60 * 1000;
const message = (text: string) => ({ message: text });
const clientIp = (req: Parameters<RequestHandler>[0]) => ipKeyGenerator(req.ip ?? "unknown");

export type RateLimitSettings = { login: number; applications: number; contact: number };

/** Failed sign-ins: counted per IP and, separately, per username (a spread-out attack on one account). */
export function loginLimits(max: number): RequestHandler[] {
  const common = {
    windowMs: 15 * 60 * 1000,
    limit: max,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    message: message(
      "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.",
    ),
  };
  return [
    rateLimit({ ...common, keyGenerator: (req) => `ip:${clientIp(req)}` }),
    rateLimit({
      ...common,
      keyGenerator: (req) =>
        `user:${String(req.body?.username ?? "")
          .trim()
          .toLowerCase()}`,
    }),
  ];
}

export function hourlyLimit(max: number, text: string): RequestHandler {
  return rateLimit({
    windowMs: HOUR,
    limit: max,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (req) => clientIp(req),
    message: message(text),
  });
}
