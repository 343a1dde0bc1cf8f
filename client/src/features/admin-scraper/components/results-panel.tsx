import { LoadError } from "@/components/ui/load-states";
import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import type { ScraperResults } from "@shared/contracts/scraper";
import { ResultCards } from "./result-cards";
import { ResultsTable } from "./results-table";

type ResultsPanelProps = { results: UseQueryResult<ScraperResults>; running: boolean };

/** 'Ergebnisse': every scraped page, newest first, with its data or failure reason and the import action. */
export function ResultsPanel({ results, running }: ResultsPanelProps) {
  if (results.isPending) return <Spinner className="w-full py-16" label="Ergebnisse werden geladen..." />;
  if (results.isError) {
    return (
      <LoadError
        title="Fehler beim Laden der Ergebnisse"
        description={errorMessage(results.error)}
        onRetry={results.refetch}
        retrying={results.isRefetching}
      />
    );
  }
  const list = results.data.results;
  return (
    <section aria-labelledby="scraper-results-heading" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="scraper-results-heading" className="text-h3 text-foreground">
            {list.length} {list.length === 1 ? "Ergebnis" : "Ergebnisse"}
          </h2>
          {running && (
            <p role="status" className="text-sm text-muted-foreground">
              Scraping läuft – die Liste aktualisiert sich automatisch.
            </p>
          )}
        </div>
        <Button variant="outline" size="sm" onClick={() => void results.refetch()} disabled={results.isFetching}>
          <RefreshCw aria-hidden className={results.isFetching ? "animate-spin" : undefined} />
          Aktualisieren
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="Noch keine Ergebnisse"
          description="Starten Sie im Reiter „Scraper“ einen Lauf mit Funda-URLs."
        />
      ) : (
        <>
          <div className="hidden xl:block">
            <ResultsTable results={list} />
          </div>
          <div className="xl:hidden">
            <ResultCards results={list} />
          </div>
        </>
      )}
    </section>
  );
}
