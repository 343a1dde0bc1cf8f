import { CheckCircle2, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { importedText, type ImportSummary } from "../lib/import-summary";

const SHOWN_FAILURES = 50;

/** The result of the last import: how many were stored, and each failed row with its German reasons. */
export function ImportSummaryCard({ summary }: { summary: ImportSummary }) {
  const { imported, failed, message } = summary;
  const hidden = failed.length - SHOWN_FAILURES;
  return (
    <Card aria-live="polite" data-testid="import-summary">
      <CardHeader>
        <CardTitle as="h2">Ergebnis des Imports</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <p className="flex items-center gap-2 font-semibold text-success">
            <CheckCircle2 aria-hidden className="size-5" />
            {message ?? importedText(imported)}
          </p>
          {failed.length > 0 && (
            <p className="flex items-center gap-2 font-semibold text-destructive">
              <TriangleAlert aria-hidden className="size-5" />
              {failed.length} {failed.length === 1 ? "Datensatz" : "Datensätze"} nicht importiert
            </p>
          )}
        </div>
        {failed.length > 0 && (
          <ul className="grid gap-2 text-sm">
            {failed.slice(0, SHOWN_FAILURES).map((row) => (
              <li key={row.label} className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2">
                <span className="font-semibold text-foreground">{row.label}</span>
                {!row.sent && <span className="text-muted-foreground"> (nicht gesendet, Fehler in der Vorschau)</span>}
                <ul className="mt-1 list-disc pl-5 text-foreground">
                  {row.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </li>
            ))}
            {hidden > 0 && <li className="text-muted-foreground">… und {hidden} weitere</li>}
          </ul>
        )}
        {imported > 0 && (
          <Link
            href="~/admin/properties"
            className="w-fit text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Zu den Immobilien
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
