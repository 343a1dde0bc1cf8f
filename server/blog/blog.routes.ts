import { Router } from "express";
import { z } from "zod";
import { blogPostInputSchema, blogPostPatchSchema } from "@shared/validation/blog";
import { idParamSchema } from "@shared/validation/common";
import { isAdmin, requireAdmin } from "../http/guards";
import { idParam, validate } from "../http/validate";
import { adminWrites } from "../http/admin-writes";
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
  adminWrites(router, blog, { input: blogPostInputSchema, patch: blogPostPatchSchema });
  return router;
}
