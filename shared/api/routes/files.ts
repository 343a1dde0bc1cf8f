// Files and documents outside /api: photos, robots.txt and the sitemaps.

import { idParamSchema, mediaIdParamSchema, mediaVariantParamsSchema } from "../../validation/common";
import { z } from "../../validation/zod";
import * as at from "../endpoints/index";
import { route } from "../route";

const tag = "Dateien";

// Any name: one that is no sitemap of ours is a 404, as for any other unknown address.
const sitemapParamSchema = z.object({ name: z.string() });

export const fileRoutes = {
  mediaFile: route(at.mediaFile, {
    summary: "An uploaded photo as stored (hidden listings' photos for staff only)",
    tag,
    access: "public",
    params: mediaIdParamSchema,
    answers: { 200: { file: "image/*" } },
  }),
  mediaVariant: route(at.mediaVariant, {
    summary: "A smaller copy of a photo (400, 800 or 1200 px; WebP or JPEG)",
    tag,
    access: "public",
    params: mediaVariantParamsSchema,
    answers: { 200: { file: "image/*" } },
  }),
  propertyShareImage: route(at.propertyShareImage, {
    summary: "The picture a shared listing link shows (og:image): 1200×630 JPEG of its photo, or a brand card",
    tag,
    access: "public",
    params: idParamSchema,
    answers: { 200: { file: "image/jpeg" }, 304: "empty" },
  }),
  robotsTxt: route(at.robotsTxt, {
    summary: "Rules for crawlers",
    tag,
    access: "public",
    answers: { 200: { file: "text/plain" } },
  }),
  sitemapIndex: route(at.sitemapIndex, {
    summary: "The sitemap index",
    tag,
    access: "public",
    answers: { 200: { file: "application/xml" }, 304: "empty" },
  }),
  sitemapFile: route(at.sitemapFile, {
    summary: "One sitemap: the fixed pages and posts, or up to 10,000 listings",
    tag,
    access: "public",
    params: sitemapParamSchema,
    answers: { 200: { file: "application/xml" }, 304: "empty" },
  }),
};
