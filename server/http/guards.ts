import type { RequestHandler } from "express";
import { unauthorized } from "./errors";

type Request = Parameters<RequestHandler>[0];

/**
 * For routes that anyone may call but that show more to a signed-in admin. A visitor's read skips
 * passport altogether (sessionWhenNeeded), so there is no isAuthenticated() then: signed out.
 */
export const isAdmin = (req: Request): boolean => req.isAuthenticated?.() ?? false;

/** Mounted in front of every admin route. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  next(isAdmin(req) ? undefined : unauthorized());
};
