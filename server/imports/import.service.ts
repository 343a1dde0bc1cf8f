import { propertyInputSchema } from "@shared/validation/property";
import type { Property } from "@shared/schema/index";
import type { ImportRowResult } from "@shared/contracts/imports";
import { propertyStatusLabels } from "@shared/enums";
import { publishingRefusal, type MissingFact } from "@shared/listing/publishing";
import { describeIssues } from "@shared/imports/issue-text";
import { HttpError } from "../http/errors";
import type { PropertiesService } from "../properties/properties.service";
import type { AuditService } from "../audit/audit.service";
import { plural } from "../privacy/plural";
import { MAX_IMPORT_ROWS, tooManyRowsMessage } from "@shared/imports/limits";

export type RowError = { index: number; message: string };
export type ImportResult = {
  imported: number;
  failed: number;
  errors: RowError[];
  created: number;
  updated: number;
  hidden: number;
  rows: ImportRowResult[];
  /** The stored listings, in row order. */
  properties: Property[];
};

/** The schema's issues as one line, field names first ("price: Preis muss angegeben werden; …"). */
const issueLine = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((i) => (i.path.length ? `${i.path.map(String).join(".")}: ${i.message}` : i.message)).join("; ");

/** A refused row, with the title it was sent with (when it has one) so people recognise it. */
function refused(index: number, reasons: string[], raw: unknown): ImportRowResult {
  const title = (raw as { title?: unknown } | null)?.title;
  return {
    index,
    outcome: "refused",
    ...(typeof title === "string" && title.trim() ? { title: title.trim().slice(0, 200) } : {}),
    message: `Nicht importiert: ${reasons.join("; ")}`,
    reasons,
  };
}

export function createImportService(properties: PropertiesService, audit?: AuditService) {
  return {
    /**
     * Imports row by row through the listing service: a known object number updates that listing,
     * an incomplete public row is stored hidden with its reasons, an invalid row is refused (and
     * nothing stored for it). `prepare` may rewrite a row first and refuses it by throwing an HttpError.
     */
    async importRows(rows: unknown[], prepare: (row: unknown) => unknown = (row) => row): Promise<ImportResult> {
      if (rows.length > MAX_IMPORT_ROWS) {
        throw new HttpError(413, tooManyRowsMessage);
      }
      const errors: RowError[] = [];
      const results: ImportRowResult[] = [];
      const stored: Property[] = [];
      for (const [index, raw] of rows.entries()) {
        try {
          const parsed = propertyInputSchema.safeParse(await prepare(raw));
          if (!parsed.success) {
            errors.push({ index, message: issueLine(parsed.error.issues) });
            results.push(refused(index, describeIssues(parsed.error.issues), raw));
            continue;
          }
          const { outcome, property, hiddenBecause } = await properties.importListing(parsed.data);
          stored.push(property);
          results.push(storedResult(index, outcome, property, hiddenBecause));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          errors.push({ index, message: error.message });
          results.push(refused(index, [error.message], raw));
        }
      }
      const count = (outcome: ImportRowResult["outcome"]) => results.filter((r) => r.outcome === outcome).length;
      await audit?.record({
        action: "properties.imported",
        summary: `Import: ${plural(count("created"), "Immobilie", "Immobilien")} angelegt, ${count("updated")} aktualisiert, ${count("hidden")} versteckt gespeichert, ${plural(count("refused"), "Zeile", "Zeilen")} abgelehnt`,
        recordType: "property",
      });
      return {
        imported: stored.length,
        failed: errors.length,
        errors,
        created: count("created"),
        updated: count("updated"),
        hidden: count("hidden"),
        rows: results,
        properties: stored,
      };
    },
  };
}

function storedResult(
  index: number,
  outcome: "created" | "updated",
  property: Property,
  hiddenBecause: MissingFact[],
): ImportRowResult {
  const facts = { index, id: property.id, objectNumber: property.objectNumber, title: property.title };
  if (hiddenBecause.length) {
    return {
      ...facts,
      outcome: "hidden",
      updatedExisting: outcome === "updated",
      message: `Versteckt gespeichert. ${publishingRefusal(hiddenBecause).message}`,
      reasons: hiddenBecause.map((m) => m.label),
    };
  }
  const status = propertyStatusLabels[property.status];
  return {
    ...facts,
    outcome,
    message:
      outcome === "updated"
        ? `Aktualisiert: Objektnummer ${property.objectNumber} war schon vorhanden (Status: ${status}).`
        : `Neu angelegt (Status: ${status}).`,
    reasons: [],
  };
}

export type ImportService = ReturnType<typeof createImportService>;
