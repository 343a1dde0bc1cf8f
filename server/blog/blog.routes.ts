import { Router } from "express";
import { z } from "zod";
import { blogPostAnswer, blogPostListAnswer, blogPostPageAnswer, blogPreviewAnswer } from "@shared/contracts/blog";
import { blogPostInputSchema, blogPostPatchSchema, blogPreviewSchema } from "@shared/validation/blog";
import { idParamSchema } from "@shared/validation/common";
import { adminWrites } from "../http/admin-writes";
import { isAdmin, requireAdmin } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { BlogService } from "./blog.service";

const slugParamSchema = z.object({ slug: z.string().min(1).max(200) });

export function blogRoutes(blog: BlogService): Router {
  const router = Router();

  router.get("/", async (req, res) => {
    sendJson(res, blogPostListAnswer, await blog.list(isAdmin(req)));
  });
  router.get(
    "/slug/:slug",
    ...withInput({ params: slugParamSchema }, async ({ params }, req, res) => {
      sendJson(res, blogPostPageAnswer, await blog.getPage(params.slug, isAdmin(req)));
    }),
  );
  router.post(
    "/preview",
    requireAdmin,
    ...withInput({ body: blogPreviewSchema }, async ({ body }, _req, res) => {
      sendJson(res, blogPreviewAnswer, await blog.preview(body.content));
    }),
  );
  router.get(
    "/:id",
    requireAdmin,
    ...withInput({ params: idParamSchema }, async ({ params }, _req, res) => {
      sendJson(res, blogPostAnswer, await blog.get(params.id));
    }),
  );
  adminWrites(router, blog, { input: blogPostInputSchema, patch: blogPostPatchSchema, answer: blogPostAnswer });
  return router;
}
