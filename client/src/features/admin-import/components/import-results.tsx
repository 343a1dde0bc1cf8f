import { useState } from "react";
import { Link } from "wouter";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { ImportOutcome } from "@shared/contracts/imports";
import { importOutcomes } from "@shared/contracts/imports";
import { countOutcomes, outcomeCountText, outcomeLabels, type ImportResultRow } from "../lib/import-results";

export const RESULTS_PAGE_SIZE = 50;

const badgeVariant: Record<ImportOutcome, BadgeVariant> = {
  created: "success",
  updated: "secondary",
  hidden: "accent",
  refused: "destructive",
};

const tint: Record<ImportOutcome, string> = {
  created: "border-border",
  updated: "border-border",
  hidden: "border-accent/60 bg-accent/8",
  refused: "border-destructive/30 bg-destructive/5",
};

function Reasons({ row }: { row: ImportResultRow }) {
  if (row.outcome === "hidden") {
    return (
      <p className="text-foreground">
        {row.updatedExisting ? "Bestehende Immobilie aktualisiert, aber versteckt: " : ""}
        Für die Veröffentlichung fehlen Angaben: <span className="font-medium">{row.reasons.join(", ")}</span>
      </p>
    );
  }
  if (row.outcome !== "refused") return null;
  return (
    <>
      {!row.sent && <p className="text-muted-foreground">Nicht gesendet, Fehler in der Vorschau:</p>}
      <ul className="list-disc pl-5 font-medium text-destructive">
        {row.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * What an import did with each row: created, updated (object number known), stored hidden (with
 * what it lacks for publishing) or refused (with why). A list, so it reads on a phone as on a desk.
 */
export function ImportResults({ rows }: { rows: ImportResultRow[] }) {
  const [limit, setLimit] = useState(RESULTS_PAGE_SIZE);
  const counts = countOutcomes(rows);
  const shown = rows.slice(0, limit);
  return (
    <section aria-labelledby="import-results-heading" className="grid gap-3" data-testid="import-results">
      <h3 id="import-results-heading" className="text-base font-semibold text-foreground">
        Ergebnis je Zeile
      </h3>
      <ul aria-label="Anzahl je Ergebnis" className="flex flex-wrap gap-2 text-sm">
        {importOutcomes
          .filter((outcome) => counts[outcome] > 0)
          .map((outcome) => (
            <li key={outcome}>
              <Badge variant={badgeVariant[outcome]}>{outcomeCountText(outcome, counts[outcome])}</Badge>
            </li>
          ))}
      </ul>
      <ol className="grid gap-2 text-sm">
        {shown.map((row) => (
          <li
            key={row.label}
            data-testid="import-result-row"
            data-outcome={row.outcome}
            className={cn("grid gap-1.5 rounded-lg border px-3 py-2.5", tint[row.outcome])}
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold tabular-nums text-foreground">{row.label}</span>
              <Badge variant={badgeVariant[row.outcome]}>{outcomeLabels[row.outcome]}</Badge>
              {row.objectNumber && <span className="text-muted-foreground">Objekt-Nr. {row.objectNumber}</span>}
            </div>
            {row.title &&
              (row.id ? (
                <Link
                  href={`~/admin/properties/${row.id}`}
                  className="w-fit break-words font-medium text-primary underline-offset-4 hover:underline"
                >
                  {row.title}
                </Link>
              ) : (
                <span className="break-words font-medium text-foreground">{row.title}</span>
              ))}
            <Reasons row={row} />
          </li>
        ))}
      </ol>
      {shown.length < rows.length && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span>
            {shown.length} von {rows.length} Zeilen angezeigt.
          </span>
          <Button variant="outline" size="sm" onClick={() => setLimit((current) => current + RESULTS_PAGE_SIZE * 4)}>
            Weitere Zeilen anzeigen
          </Button>
        </div>
      )}
    </section>
  );
}
