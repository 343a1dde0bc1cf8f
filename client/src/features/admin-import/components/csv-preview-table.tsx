import { Fragment } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { CsvPreviewRow } from "../lib/csv-preview";
import { previewCells } from "../lib/preview-cells";

const headings = ["Zeile", "Titel", "Art", "Preis", "Fläche", "Zimmer", "Stadt", "Status", "Bilder", "Prüfung"];
const cell = "px-2.5 py-2.5 first:pl-4 last:pr-4";

/** The parsed rows as they would be imported; a row with errors gets them listed in a line below it. */
export function CsvPreviewTable({ rows }: { rows: CsvPreviewRow[] }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Vorschau der CSV-Zeilen"
      className="overflow-x-auto rounded-xl border border-border bg-card"
    >
      <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={cn(cell, "font-semibold")}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const cells = previewCells(row.property);
            const invalid = row.errors.length > 0;
            const incomplete = !invalid && row.hiddenBecause.length > 0;
            const tint = invalid ? "bg-destructive/6" : incomplete ? "bg-accent/8" : undefined;
            return (
              <Fragment key={row.line}>
                <tr data-testid="csv-preview-row" className={cn("border-t border-border align-top", tint)}>
                  <td className={cn(cell, "tabular-nums text-muted-foreground")}>{row.line}</td>
                  <td className={cn(cell, "min-w-40 max-w-64 font-medium text-foreground")}>{cells.title}</td>
                  <td className={cell}>
                    {cells.type}
                    <span className="block text-muted-foreground">{cells.transactionType}</span>
                  </td>
                  <td className={cn(cell, "whitespace-nowrap tabular-nums")}>{cells.price}</td>
                  <td className={cn(cell, "whitespace-nowrap tabular-nums")}>{cells.size}</td>
                  <td className={cn(cell, "tabular-nums")}>{cells.rooms}</td>
                  <td className={cell}>{cells.city}</td>
                  <td className={cell}>{cells.status}</td>
                  <td className={cn(cell, "tabular-nums")}>{cells.images}</td>
                  <td className={cell}>
                    {invalid ? (
                      <Badge variant="destructive" className="whitespace-nowrap">
                        {row.errors.length} Fehler
                      </Badge>
                    ) : incomplete ? (
                      <Badge variant="accent" className="whitespace-nowrap">
                        Unvollständig
                      </Badge>
                    ) : (
                      <Badge variant="success">Gültig</Badge>
                    )}
                  </td>
                </tr>
                {invalid && (
                  <tr data-testid="csv-preview-errors" className={tint}>
                    <td />
                    <td colSpan={headings.length - 1} className="px-2.5 pb-3 pr-4">
                      <span className="sr-only">Fehler in Zeile {row.line}: </span>
                      <ul className="flex flex-wrap gap-x-5 gap-y-1 font-medium text-destructive">
                        {row.errors.map((error) => (
                          <li key={error} className="before:mr-1.5 before:content-['•']">
                            {error}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                )}
                {incomplete && (
                  <tr data-testid="csv-preview-incomplete" className={tint}>
                    <td />
                    <td colSpan={headings.length - 1} className="px-2.5 pb-3 pr-4 text-foreground">
                      Wird versteckt gespeichert. Für die Veröffentlichung fehlen Angaben:{" "}
                      {row.hiddenBecause.join(", ")}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
