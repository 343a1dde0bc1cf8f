import { isStoredMediaPath } from "../media-variants";
import { createInsertSchema } from "drizzle-zod";
import { blogPosts } from "../schema/blog-posts";
import { z } from "./zod";

export const blogPostInputSchema = createInsertSchema(blogPosts, {
  title: () => z.string().trim().min(5, "Titel muss mindestens 5 Zeichen enthalten").max(200),
  slug: () =>
    z
      .string()
      .trim()
      .min(3, "Slug muss mindestens 3 Zeichen enthalten")
      .max(120)
      .regex(/^[a-z0-9-]+$/, "Slug darf nur Kleinbuchstaben, Zahlen und Bindestriche enthalten"),
  content: () => z.string().min(20, "Inhalt muss mindestens 20 Zeichen enthalten").max(100_000),
  coverImage: () =>
    z
      .string()
      .trim()
      .max(8_000_000)
      .refine(
        (v) => v === "" || /^https?:\/\//i.test(v) || isStoredMediaPath(v) || /^data:image\//i.test(v),
        "Ungültige Bildangabe",
      )
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .optional(),
  published: () => z.boolean(),
}).omit({ id: true, createdAt: true, updatedAt: true });

export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
export const blogPostPatchSchema = blogPostInputSchema.partial();
export type BlogPostPatch = z.infer<typeof blogPostPatchSchema>;

/** POST /api/blog/preview: the text of the editor, at any length the post allows (also still too short). */
export const blogPreviewSchema = z.object({ content: z.string().max(100_000) });

/** GET /api/blog/slug/:slug */
export const slugParamSchema = z.object({ slug: z.string().min(1).max(200) });
