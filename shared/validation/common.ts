import { z } from "./zod";
import { imageFormats, imageWidths, MEDIA_ID_PATTERN, type ImageFormat, type ImageWidth } from "../media-variants";
import { PG_INTEGER_MAX } from "../pg-integer";

export { PG_INTEGER_MAX };

/** A record's id in a JSON body: a positive integer an id column can hold. */
export const recordId = (message: string) =>
  z.number(message).int(message).positive(message).max(PG_INTEGER_MAX, message);

/** A record's id from text (route parameter, form field): as recordId, digits accepted. */
export const recordIdFromText = (message: string) =>
  z.coerce.number(message).int(message).positive(message).max(PG_INTEGER_MAX, message);

/** Route parameter `:id`: a positive integer, anything else is a 400. */
export const idParamSchema = z.object({ id: recordIdFromText("Ungültige ID") });

/** Route parameter `:id` of `/media/:id`: a random media id, anything else is a 400. */
export const mediaIdParamSchema = z.object({
  id: z.string().regex(new RegExp(`^${MEDIA_ID_PATTERN}$`), "Ungültige ID"),
});

/** Route parameters of `/media/:id/:width.:format`: one of the widths and formats stored. */
export const mediaVariantParamsSchema = mediaIdParamSchema.extend({
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
