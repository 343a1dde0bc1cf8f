import { cn } from "@/lib/cn";
import { sourcePath } from "../lib/result-view";
import type { ScraperResult } from "@shared/contracts/scraper";
import { ImportResultAction } from "./import-result-action";
import { OpenimmoExportLink } from "./openimmo-export-link";
import { ResultStatus, ResultThumbnail, SourceLink, UntranslatedBadge } from "./result-parts";
import { resultValues } from "./result-values";

const headings = ["Bild", "Objekt und Quelle", "Preis", "m²", "Schlafzimmer", "Bilder", "Status", "Import"];
const cell = "px-2.5 py-3 align-top first:pl-4 last:pr-4";

/** Desktop view of the results: one row per scraped page. */
export function ResultsTable({ results }: { results: ScraperResult[] }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Scraper-Ergebnisse"
      className="overflow-x-auto rounded-xl border border-border bg-card"
    >
      <table className="w-full border-collapse text-left text-sm" data-testid="scraper-results-table">
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={cn(cell, "py-2.5 font-semibold")}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.map((result) => {
            const values = resultValues(result);
            return (
              <tr key={result.id} className="border-t border-border" data-testid="scraper-result-row">
                <td className={cell}>
                  <ResultThumbnail result={result} />
                </td>
                <td className={cn(cell, "min-w-44")}>
                  <div className="grid gap-1">
                    <span className="font-semibold text-foreground">{result.title ?? sourcePath(result)}</span>
                    {result.status === "ok" && (
                      <span className="text-muted-foreground">
                        {[result.address, result.city].filter(Boolean).join(", ")}
                      </span>
                    )}
                    <UntranslatedBadge result={result} />
                    <SourceLink result={result} />
                  </div>
                </td>
                <td className={cn(cell, "whitespace-nowrap tabular-nums")}>{values.price}</td>
                <td className={cn(cell, "whitespace-nowrap tabular-nums")}>{values.area}</td>
                <td className={cn(cell, "tabular-nums")}>{values.bedrooms}</td>
                <td className={cn(cell, "tabular-nums")}>{values.images}</td>
                <td className={cn(cell, "min-w-32 max-w-48")}>
                  <ResultStatus result={result} />
                </td>
                <td className={cn(cell, "whitespace-nowrap")}>
                  <div className="flex items-center gap-1">
                    <ImportResultAction result={result} />
                    <OpenimmoExportLink result={result} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
