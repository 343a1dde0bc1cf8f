import { Router } from "express";
import { z } from "zod";
import { idParamSchema } from "@shared/validation/common";
import { requireAdmin } from "../http/guards";
import { idParam, validate } from "../http/validate";
import { noPortalUrlsMessage } from "@shared/portal-url";
import type { ScraperService } from "./scraper.service";

const scrapeBodySchema = z.object({
  urls: z.array(z.string().max(2000), noPortalUrlsMessage).min(1, noPortalUrlsMessage).max(200),
});

/** /api/scraper (admin). */
export function scraperRoutes(scraper: ScraperService): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get("/status", (_req, res) => {
    res.json(scraper.status());
  });
  router.get("/results", async (_req, res) => {
    res.json(await scraper.results());
  });
  router.post("/scrape", validate("body", scrapeBodySchema), (req, res) => {
    res.status(202).json(scraper.start(req.body.urls));
  });
  router.post("/import/:id", validate("params", idParamSchema), async (req, res) => {
    res.status(201).json(await scraper.importResult(idParam(req)));
  });
  return router;
}
