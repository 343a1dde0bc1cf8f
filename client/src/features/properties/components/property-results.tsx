import { Link } from "wouter";
import { RotateCcw, SearchX } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useProperties } from "../api/use-properties";
import { PROPERTIES_PATH, type ListFilterValues } from "../lib/list-filter";
import { PropertyGrid } from "./property-grid";
import { LoadError } from "@/components/ui/load-states";

const copy = {
  loading: "Immobilien werden geladen...",
  count: (n: number) => `${n} Immobilien gefunden`,
  errorTitle: "Fehler beim Laden der Immobilien",
  errorText: "Bitte versuchen Sie es später erneut.",
  retry: "Erneut versuchen",
  emptyTitle: "Keine Immobilien gefunden",
  emptyText: "Zu Ihren Filtern passt gerade kein Angebot. Setzen Sie die Filter zurück oder erweitern Sie die Suche.",
  reset: "Zurücksetzen",
};

/** Eager images for the first row of cards (3 columns on wide screens). */
const PRIORITY_CARDS = 3;

/** The list for the filter in the URL: spinner, error, empty state or count + card grid. */
export function PropertyResults({ filter }: { filter: ListFilterValues }) {
  const { data, isPending, isError, isFetching, refetch } = useProperties(filter);

  if (isPending) {
    return (
      // Tall enough to keep the footer below the fold until the cards arrive (no layout shift).
      <div className="flex min-h-[70dvh] justify-center py-20">
        <Spinner size="lg" label={copy.loading} />
      </div>
    );
  }
  if (isError) {
    return (
      <LoadError
        title={copy.errorTitle}
        description={copy.errorText}
        onRetry={refetch}
        retryLabel={copy.retry}
        retrying={isFetching}
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={copy.emptyTitle}
        description={copy.emptyText}
        action={
          <Link href={PROPERTIES_PATH} className={buttonClasses({ variant: "outline" })}>
            <RotateCcw aria-hidden />
            {copy.reset}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <h2 aria-live="polite" className="text-h3 text-foreground">
        {copy.count(data.length)}
      </h2>
      <div className="mt-6">
        <PropertyGrid properties={data} priorityCount={PRIORITY_CARDS} />
      </div>
    </>
  );
}
