import { CheckCircle2, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { importedText, summaryRows, type ImportSummary } from "../lib/import-summary";
import { ImportResults } from "./import-results";

/** The result of the last import: how many were stored, and what happened to each row and why. */
export function ImportSummaryCard({ summary }: { summary: ImportSummary }) {
  const { imported, failed, message } = summary;
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
        <ImportResults rows={summaryRows(summary)} />
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
