import { propertyInputSchema, type PropertyInput } from "@shared/validation/property";
import type { Property } from "@shared/schema/index";
import { HttpError } from "../http/errors";
import type { MediaService } from "../media/media.service";
import type { PropertiesRepo } from "../properties/properties.repo";

export const MAX_IMPORT_ROWS = 5000;

export type RowError = { index: number; message: string };
export type ImportResult = { imported: number; failed: number; errors: RowError[]; properties: Property[] };

const describeIssues = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((i) => (i.path.length ? `${i.path.map(String).join(".")}: ${i.message}` : i.message)).join("; ");

export function createImportService(repo: PropertiesRepo, media: MediaService) {
  /** Stores a row's uploaded images; a bad image fails that row only. */
  async function withImages(row: PropertyInput): Promise<{ row: PropertyInput; created: number[] }> {
    if (!row.images?.some((image) => image.startsWith("data:"))) return { row, created: [] };
    const { paths, created } = await media.storeImages(row.images);
    return { row: { ...row, images: paths }, created };
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
      const created: number[] = [];
      for (const [index, raw] of rows.entries()) {
        try {
          const parsed = propertyInputSchema.safeParse(await prepare(raw));
          if (!parsed.success) {
            errors.push({ index, message: describeIssues(parsed.error.issues) });
            continue;
          }
          const stored = await withImages(parsed.data);
          valid.push(stored.row);
          created.push(...stored.created);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          errors.push({ index, message: error.message });
        }
      }
      let properties: Property[];
      try {
        properties = await repo.insertMany(valid);
      } catch (error) {
        await media.deleteIds(created);
        throw error;
      }
      return { imported: properties.length, failed: errors.length, errors, properties };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
