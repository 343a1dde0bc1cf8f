import { BellRing } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAlertDemand } from "../api/use-alert-demand";

const copy = {
  title: "Gesuchte Immobilien",
  lead: "Aktive Suchaufträge je Suche – was Interessenten gerade suchen.",
  loading: "Suchaufträge werden geladen...",
  error: "Die Suchaufträge konnten nicht geladen werden.",
  empty: "Noch keine bestätigten Suchaufträge.",
  count: (n: number) => `${n} ${n === 1 ? "Suchauftrag" : "Suchaufträge"}`,
};

/** The dashboard's demand signal: how many confirmed alerts want which search (never who). */
export function AlertDemand() {
  const { data, isPending, isError } = useAlertDemand();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-h3 text-foreground">
        <BellRing aria-hidden className="size-5 text-primary" />
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.lead}</p>
      {isPending ? (
        <Spinner label={copy.loading} className="mt-4" />
      ) : isError ? (
        <p className="mt-4 text-sm text-destructive">{copy.error}</p>
      ) : data.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-2" aria-label={copy.title}>
          {data.map((row) => (
            <li
              key={row.listUrl}
              className="flex items-center justify-between gap-4 rounded-lg border border-border px-4 py-3"
            >
              <a href={row.listUrl} target="_blank" rel="noopener" className="font-medium hover:underline">
                {row.summary}
              </a>
              <span className="shrink-0 text-sm font-semibold tabular-nums" aria-label={copy.count(row.count)}>
                {row.count}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
