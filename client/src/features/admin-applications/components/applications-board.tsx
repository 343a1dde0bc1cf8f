import { LoadError } from "@/components/ui/load-states";
import { useState } from "react";
import { useSearch } from "wouter";
import { FileSearch, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { useApplications } from "../api/use-applications";
import { useApplicationFilter } from "../hooks/use-application-filter";
import { ApplicationCard } from "./application-card";
import { ApplicationFilters } from "./application-filters";
import { ApplicationPanel } from "./application-panel";

const copy = {
  loading: "Bewerbungen werden geladen...",
  errorTitle: "Fehler beim Laden der Bewerbungen",
  errorText: "Bitte versuchen Sie es später erneut.",
  retry: "Erneut versuchen",
  emptyTitle: "Keine Bewerbungen gefunden",
  emptyFiltered: "Für diese Filter gibt es keine Bewerbungen.",
  emptyNone: "Sobald Interessenten sich über die Website bewerben, erscheinen ihre Bewerbungen hier.",
  reset: "Filter zurücksetzen",
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? "Bewerbung" : "Bewerbungen"}` : `${shown} von ${total} Bewerbungen`,
};

/** Filters, the card grid and the detail panel of /admin/applications. */
export function ApplicationsBoard() {
  const query = useApplications();
  const list = useApplicationFilter(query.data);
  // ?open=12 (the link in the staff notice mail) opens that application's panel.
  const search = useSearch();
  const [openId, setOpenId] = useState<number | null>(() => Number(new URLSearchParams(search).get("open")) || null);
  const selected = query.data?.find((a) => a.id === openId);

  if (query.isPending) return <PageSpinner label={copy.loading} />;
  if (query.isError) {
    return (
      <LoadError
        title={copy.errorTitle}
        description={copy.errorText}
        onRetry={query.refetch}
        retryLabel={copy.retry}
        retrying={query.isRefetching}
      />
    );
  }

  const resetButton = (
    <Button variant="outline" onClick={list.reset}>
      <RotateCcw aria-hidden />
      {copy.reset}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <ApplicationFilters filter={list.filter} properties={list.properties} onChange={list.update} />
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {copy.count(list.visible.length, query.data.length)}
        </p>
        {list.active && list.visible.length > 0 && resetButton}
      </div>
      {list.visible.length === 0 ? (
        <EmptyState
          icon={FileSearch}
          title={copy.emptyTitle}
          description={list.active ? copy.emptyFiltered : copy.emptyNone}
          action={resetButton}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.visible.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} onOpen={setOpenId} />
            </li>
          ))}
        </ul>
      )}
      <ApplicationPanel application={selected} onClose={() => setOpenId(null)} />
    </div>
  );
}
