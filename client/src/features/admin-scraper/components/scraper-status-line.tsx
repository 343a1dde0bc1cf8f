import type { UseQueryResult } from "@tanstack/react-query";
import { cn } from "@/lib/cn";
import type { ScraperStatus } from "@shared/contracts/scraper";

/** The server's readiness message ('Bereit', 'Scraping läuft …') with a coloured dot. */
export function ScraperStatusLine({ status }: { status: UseQueryResult<ScraperStatus> }) {
  const ready = status.data?.ready;
  const text = status.data?.message ?? (status.isError ? "Status nicht verfügbar" : "Status wird geprüft …");
  return (
    <p
      role="status"
      className="flex items-center gap-2 text-sm font-medium text-foreground"
      data-testid="scraper-status"
    >
      <span
        aria-hidden
        className={cn(
          "size-2.5 rounded-full",
          ready === true && "bg-success",
          ready === false && "animate-pulse bg-accent",
          ready === undefined && "bg-input",
        )}
      />
      <span className="sr-only">Status: </span>
      {text}
    </p>
  );
}
