import { z } from "./zod";
import { imageFormats, imageWidths, type ImageFormat, type ImageWidth } from "../media-variants";

/** Route parameter `:id`: a positive integer, anything else is a 400. */
export const idParamSchema = z.object({
  id: z.coerce.number("Ungültige ID").int("Ungültige ID").positive("Ungültige ID").max(2_147_483_647, "Ungültige ID"),
});

/** Route parameters of `/media/:id/:width.:format`: one of the widths and formats stored. */
export const mediaVariantParamsSchema = idParamSchema.extend({
  width: z.coerce
    .number()
    .pipe(
      z.union(
        imageWidths.map((w) => z.literal(w)) as [z.ZodLiteral<ImageWidth>, ...z.ZodLiteral<ImageWidth>[]],
        "Diese Bildbreite gibt es nicht.",
      ),
    ),
  format: z.enum(Object.keys(imageFormats) as [ImageFormat, ...ImageFormat[]], "Dieses Bildformat gibt es nicht."),
});
export type MediaVariantParams = z.infer<typeof mediaVariantParamsSchema>;
