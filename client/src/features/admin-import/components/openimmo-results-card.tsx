import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { OpenimmoImportResponse } from "@shared/contracts/openimmo";

type Outcome = OpenimmoImportResponse["results"][number]["outcome"];

const outcomes: Record<Outcome, { label: string; variant: BadgeVariant }> = {
  created: { label: "Neu angelegt", variant: "success" },
  updated: { label: "Aktualisiert", variant: "secondary" },
  hidden: { label: "Versteckt", variant: "outline" },
  refused: { label: "Abgelehnt", variant: "destructive" },
};

/** The result of an OpenImmo import: counts per outcome, then every object with its reasons. */
export function OpenimmoResultsCard({ answer }: { answer: OpenimmoImportResponse }) {
  const counts: [string, number][] = [
    ["Neu angelegt", answer.created],
    ["Aktualisiert", answer.updated],
    ["Versteckt", answer.hidden],
    ["Abgelehnt", answer.refused.length],
  ];
  return (
    <Card aria-live="polite" data-testid="openimmo-results">
      <CardHeader>
        <CardTitle as="h2">Ergebnis des OpenImmo-Imports</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counts.map(([label, count]) => (
            <div key={label} className="rounded-lg border border-border px-3 py-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums text-foreground">{count}</dd>
            </div>
          ))}
        </dl>
        {answer.results.length === 0 ? (
          <p className="text-sm text-muted-foreground">Die Datei enthielt keine Immobilien.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {answer.results.map((result, index) => {
              const outcome = outcomes[result.outcome];
              return (
                <li key={`${result.objectNumber}-${index}`} className="rounded-lg border border-border px-3 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={outcome.variant}>{outcome.label}</Badge>
                    <span className="font-semibold text-foreground">{result.objectNumber || "ohne Objektnummer"}</span>
                    {result.title && <span className="min-w-0 break-words text-muted-foreground">{result.title}</span>}
                  </div>
                  {result.reasons.length > 0 && (
                    <ul className="mt-1 list-disc pl-5 text-foreground">
                      {result.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
