import type { RequestHandler } from "express";
import { HttpError, unauthorized } from "./errors";

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

export const ownersOnly = "Nur Inhaber dürfen das: Ihr Konto hat dafür keine Berechtigung.";

/** Account management, the audit trail and applicants' data requests: owners only (403 for staff). */
export const requireOwner: RequestHandler = (req, _res, next) => {
  if (!isAdmin(req)) return next(unauthorized());
  next(req.user?.role === "owner" ? undefined : new HttpError(403, ownersOnly));
};
