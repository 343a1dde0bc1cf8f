import type { RequestHandler } from "express";
import { unauthorized } from "./errors";

/** Mounted in front of every admin route. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  next(req.isAuthenticated() ? undefined : unauthorized());
};

/** For routes that anyone may call but that show more to a signed-in admin. */
export const isAdmin = (req: Parameters<RequestHandler>[0]) => req.isAuthenticated();
