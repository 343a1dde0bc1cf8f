import { propertyInputSchema, type PropertyInput } from "@shared/validation/property";
import type { Property } from "@shared/schema/index";
import { HttpError } from "../http/errors";
import type { MediaService, PlacedImages } from "../media/media.service";
import type { PropertiesRepo } from "../properties/properties.repo";

export const MAX_IMPORT_ROWS = 5000;

export type RowError = { index: number; message: string };
export type ImportResult = { imported: number; failed: number; errors: RowError[]; properties: Property[] };

const describeIssues = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((i) => (i.path.length ? `${i.path.map(String).join(".")}: ${i.message}` : i.message)).join("; ");

export function createImportService(repo: PropertiesRepo, media: MediaService) {
  /** Places a row's uploaded images (checked, scaled, files written); a bad image fails that row only. */
  async function placedImages(row: PropertyInput): Promise<PlacedImages> {
    const images = row.images ?? [];
    return images.some((image) => image.startsWith("data:")) ? media.placeImages(images) : images;
  }

  return {
    /**
     * Validates every row with the property schema; stores the valid ones (all in one transaction),
     * reports the others by index. `prepare` may rewrite a row first and fails it by throwing an HttpError.
     */
    async importRows(rows: unknown[], prepare: (row: unknown) => unknown = (row) => row): Promise<ImportResult> {
      if (rows.length > MAX_IMPORT_ROWS) {
        throw new HttpError(413, `Höchstens ${MAX_IMPORT_ROWS} Immobilien pro Import.`);
      }
      const errors: RowError[] = [];
      const valid: PropertyInput[] = [];
      const placed: PlacedImages[] = [];
      for (const [index, raw] of rows.entries()) {
        try {
          const parsed = propertyInputSchema.safeParse(await prepare(raw));
          if (!parsed.success) {
            errors.push({ index, message: describeIssues(parsed.error.issues) });
            continue;
          }
          const images = await placedImages(parsed.data);
          valid.push(parsed.data);
          placed.push(images);
        } catch (error) {
          if (!(error instanceof HttpError)) {
            await media.discardImages(placed.flat());
            throw error;
          }
          errors.push({ index, message: error.message });
        }
      }
      // Every row's images and the rows themselves in one transaction: all or nothing.
      let committed = () => {};
      const properties = await media.writeWithImages(placed, (tx, paths) => {
        const within = repo.within(tx);
        committed = within.committed;
        return within.repo.insertMany(valid.map((row, i) => ({ ...row, images: paths[i] })));
      });
      committed();
      return { imported: properties.length, failed: errors.length, errors, properties };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
