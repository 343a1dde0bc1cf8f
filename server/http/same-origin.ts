import type { RequestHandler } from "express";
import { HttpError } from "./errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that the browser marks as cross-site (CSRF defence on top of
 * SameSite=Lax cookies). Clients that send neither header (curl, server-to-server) pass.
 */
export const sameOriginOnly: RequestHandler = (req, _res, next) => {
  if (safeMethods.has(req.method)) return next();
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === "cross-site") return next(forbidden());
  const origin = req.get("origin");
  if (origin && origin !== "null") {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return next(forbidden());
    }
    if (originHost !== req.get("host")) return next(forbidden());
  } else if (origin === "null") {
    return next(forbidden());
  }
  next();
};

const forbidden = () => new HttpError(403, "Anfrage von einer fremden Website abgelehnt.");
