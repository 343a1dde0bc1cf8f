import { Router } from "express";
import { z } from "zod";
import {
  scrapeStartedAnswer,
  scraperImportAnswer,
  scraperResultsAnswer,
  scraperStatusAnswer,
} from "@shared/contracts/scraper";
import { idParamSchema } from "@shared/validation/common";
import { requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
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
    sendJson(res, scraperStatusAnswer, scraper.status());
  });
  router.get("/results", async (_req, res) => {
    sendJson(res, scraperResultsAnswer, await scraper.results());
  });
  router.post(
    "/scrape",
    ...withInput({ body: scrapeBodySchema }, ({ body }, _req, res) => {
      sendJson(res, scrapeStartedAnswer, scraper.start(body.urls), 202);
    }),
  );
  router.post(
    "/import/:id",
    ...withInput({ params: idParamSchema }, async ({ params }, _req, res) => {
      sendJson(res, scraperImportAnswer, await scraper.importResult(params.id), 201);
    }),
  );
  return router;
}
