import { Router } from "express";
import { z } from "zod";
import { blogPostInputSchema, blogPostPatchSchema } from "@shared/validation/blog";
import { idParamSchema } from "@shared/validation/common";
import { isAdmin, requireAdmin } from "../http/guards";
import { idParam, validate } from "../http/validate";
import type { BlogService } from "./blog.service";

const slugParamSchema = z.object({ slug: z.string().min(1).max(200) });

export function blogRoutes(blog: BlogService): Router {
  const router = Router();
  const byId = validate("params", idParamSchema);

  router.get("/", async (req, res) => {
    res.json(await blog.list(isAdmin(req)));
  });
  router.get("/slug/:slug", validate("params", slugParamSchema), async (req, res) => {
    res.json(await blog.getBySlug(String(req.params.slug), isAdmin(req)));
  });
  router.get("/:id", requireAdmin, byId, async (req, res) => {
    res.json(await blog.get(idParam(req)));
  });
  router.post("/", requireAdmin, validate("body", blogPostInputSchema), async (req, res) => {
    res.status(201).json(await blog.create(req.body));
  });
  router.patch("/:id", requireAdmin, byId, validate("body", blogPostPatchSchema), async (req, res) => {
    res.json(await blog.update(idParam(req), req.body));
  });
  router.delete("/:id", requireAdmin, byId, async (req, res) => {
    await blog.remove(idParam(req));
    res.status(204).end();
  });
  return router;
}
