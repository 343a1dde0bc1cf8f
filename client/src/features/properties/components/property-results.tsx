import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { RotateCcw, SearchX } from "lucide-react";
import { DEFAULT_PAGE_SIZE, type ListSort } from "@shared/search/list-params";
import { formatNumber } from "@shared/format";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { LoadError } from "@/components/ui/load-states";
import type { Property } from "@shared/contracts/properties";
import { usePropertyPage } from "../api/use-property-page";
import { PROPERTIES_PATH, toListQuery, type ListState } from "../lib/list-filter";
import { pageCount } from "../lib/pagination";
import { Pagination } from "./pagination";
import { PropertyGrid } from "./property-grid";
import { SortMenu } from "./sort-menu";
import { ResultsViewSwitch, type ResultsView } from "./results-view-switch";
import { useMapSettings } from "@/components/map/use-map-settings";

const copy = {
  loading: "Immobilien werden geladen...",
  count: (n: number) => `${formatNumber(n)} ${n === 1 ? "Immobilie" : "Immobilien"} gefunden`,
  loadingMap: "Karte wird vorbereitet …",
  pageOf: (page: number, last: number) => `Seite ${page} von ${last}`,
  errorTitle: "Fehler beim Laden der Immobilien",
  errorText: "Bitte versuchen Sie es später erneut.",
  retry: "Erneut versuchen",
  emptyTitle: "Keine Immobilien gefunden",
  emptyText: "Zu Ihren Filtern passt gerade kein Angebot. Setzen Sie die Filter zurück oder erweitern Sie die Suche.",
  reset: "Zurücksetzen",
  pastEndTitle: "Diese Seite gibt es nicht",
  pastEndText: (last: number) => `Die Ergebnisliste hat ${last === 1 ? "eine Seite" : `${last} Seiten`}.`,
  firstPage: "Zur ersten Seite",
};

/** Eager images for the first row of cards (3 columns on wide screens). */
const PRIORITY_CARDS = 3;

type PropertyResultsProps = {
  state: ListState;
  onSort: (sort: ListSort) => void;
  hrefOfPage: (page: number) => string;
};

/** The URL's page of the search: spinner, error, empty state or count, sort menu, cards and page links. */
export function PropertyResults({ state, onSort, hrefOfPage }: PropertyResultsProps) {
  const { data, isPending, isError, isFetching, refetch } = usePropertyPage({
    ...toListQuery(state),
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const top = useScrollToTopOnPage(state.page);
  const map = useMapSettings();
  const [view, setView] = useState<ResultsView>("list");

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
  const lastPage = pageCount(data.total, DEFAULT_PAGE_SIZE);
  if (data.total === 0) {
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
    <div ref={top} className="scroll-mt-(--header-height)">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 aria-live="polite" className="text-h3 text-foreground">
            {copy.count(data.total)}
          </h2>
          {lastPage > 1 && (
            <p className="mt-1 text-sm text-muted-foreground">
              {copy.pageOf(Math.min(state.page, lastPage), lastPage)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {map && <ResultsViewSwitch value={view} onChange={setView} />}
          <SortMenu value={state.sort} onChange={onSort} />
        </div>
      </div>
      <div className="mt-6">
        {data.items.length > 0 && map && view === "map" ? (
          <ResultsOnMap items={data.items} styleUrl={map.styleUrl} provider={map.provider} />
        ) : data.items.length > 0 ? (
          <PropertyGrid properties={data.items} priorityCount={PRIORITY_CARDS} besideFilters />
        ) : (
          <EmptyState
            icon={SearchX}
            title={copy.pastEndTitle}
            description={copy.pastEndText(lastPage)}
            action={
              <Link href={hrefOfPage(1)} className={buttonClasses({ variant: "outline" })}>
                {copy.firstPage}
              </Link>
            }
          />
        )}
      </div>
      <Pagination page={state.page} lastPage={lastPage} hrefOfPage={hrefOfPage} />
    </div>
  );
}

// The 'Karte' view's code loads when a visitor picks it; MapLibre itself only after they agree.
const ListingsMap = lazy(() => import("@/components/map/listings-map"));

function ResultsOnMap({ items, styleUrl, provider }: { items: Property[]; styleUrl: string; provider: string }) {
  return (
    <Suspense fallback={<Spinner size="lg" label={copy.loadingMap} />}>
      <ListingsMap styleUrl={styleUrl} provider={provider} properties={items} />
    </Suspense>
  );
}

/** A new page of the same list starts at the top of the results (not at the page links below). */
function useScrollToTopOnPage(page: number) {
  const top = useRef<HTMLDivElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    top.current?.scrollIntoView({ block: "start" });
  }, [page]);
  return top;
}
