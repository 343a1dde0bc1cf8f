import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { usePreviewRows } from "../hooks/use-preview-rows";
import { invalidCsvRows, type CsvPreview } from "../lib/csv-preview";
import { CsvPreviewTable } from "./csv-preview-table";

/** 'Vorschau': counts, header warnings and the table of parsed rows, before anything is sent. */
export function CsvPreviewSection({ preview }: { preview: CsvPreview }) {
  const { onlyErrors, setOnlyErrors, shown, total, showMore } = usePreviewRows(preview.rows);
  const invalid = invalidCsvRows(preview).length;
  const valid = preview.rows.length - invalid;
  const hidden = preview.rows.filter((row) => row.hiddenBecause.length > 0).length;
  return (
    <section aria-labelledby="csv-preview-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="csv-preview-heading" className="text-h3 text-foreground">
            Vorschau
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="csv-preview-counts">
            {preview.rows.length} {preview.rows.length === 1 ? "Zeile" : "Zeilen"} gelesen: {valid} gültig, {invalid}{" "}
            mit Fehlern.
            {invalid > 0 && " Zeilen mit Fehlern werden nicht importiert."}
            {hidden > 0 &&
              ` ${hidden} ${hidden === 1 ? "Zeile ist" : "Zeilen sind"} unvollständig und ${hidden === 1 ? "wird" : "werden"} versteckt gespeichert.`}
          </p>
          {preview.format && <p className="text-sm text-muted-foreground">Gelesen als: {preview.format}.</p>}
        </div>
        {invalid > 0 && (
          <label className="flex items-center gap-2 text-sm font-medium text-foreground">
            <Switch checked={onlyErrors} onCheckedChange={setOnlyErrors} aria-label="Nur Zeilen mit Fehlern anzeigen" />
            Nur Zeilen mit Fehlern
          </label>
        )}
      </div>
      {(preview.missingColumns.length > 0 || preview.unknownColumns.length > 0) && (
        <div className="flex gap-3 rounded-lg border border-accent/60 bg-accent/10 p-3 text-sm text-foreground">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          <div className="grid gap-1">
            {preview.missingColumns.length > 0 && <p>Fehlende Spalten: {preview.missingColumns.join(", ")}.</p>}
            {preview.unknownColumns.length > 0 && (
              <p>Unbekannte Spalten werden ignoriert: {preview.unknownColumns.join(", ")}.</p>
            )}
          </div>
        </div>
      )}
      <CsvPreviewTable rows={shown} />
      {shown.length < total && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span>
            {shown.length} von {total} Zeilen angezeigt.
          </span>
          <Button variant="outline" size="sm" onClick={showMore}>
            Weitere Zeilen anzeigen
          </Button>
        </div>
      )}
    </section>
  );
}
