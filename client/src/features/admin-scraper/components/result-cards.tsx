import { sourcePath } from "../lib/result-view";
import type { ScraperResult } from "@shared/contracts/scraper";
import { ImportResultAction } from "./import-result-action";
import { OpenimmoExportLink } from "./openimmo-export-link";
import { ResultStatus, ResultThumbnail, SourceLink, UntranslatedBadge } from "./result-parts";
import { resultValues } from "./result-values";

/** Phone view of the results: one card per scraped page, the same facts as the table. */
export function ResultCards({ results }: { results: ScraperResult[] }) {
  return (
    <ul className="grid gap-3">
      {results.map((result) => {
        const values = resultValues(result);
        return (
          <li key={result.id} className="grid gap-3 rounded-xl border border-border bg-card p-4">
            <div className="flex gap-3">
              <ResultThumbnail result={result} />
              <div className="grid min-w-0 content-start gap-1">
                <p className="break-words font-semibold text-foreground">{result.title ?? sourcePath(result)}</p>
                {result.status === "ok" && (
                  <p className="text-sm text-muted-foreground">
                    {[result.address, result.city].filter(Boolean).join(", ")}
                  </p>
                )}
                <UntranslatedBadge result={result} />
              </div>
            </div>
            {result.status === "ok" && (
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 text-sm">
                {[
                  ["Preis", values.price],
                  ["m²", values.area],
                  ["Schlafzimmer", values.bedrooms],
                  ["Bilder", values.images],
                ].map(([term, value]) => (
                  <div key={term} className="grid gap-0.5">
                    <dt className="text-xs text-muted-foreground">{term}</dt>
                    <dd className="font-medium tabular-nums text-foreground">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <ResultStatus result={result} />
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
              <SourceLink result={result} />
              <div className="flex flex-wrap items-center gap-1">
                <OpenimmoExportLink result={result} />
                <ImportResultAction result={result} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
