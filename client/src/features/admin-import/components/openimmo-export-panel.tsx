import { useState } from "react";
import { Download, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { useDownloadOpenimmo, useLastOpenimmoExport } from "../api/use-openimmo";

const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium" });

/** When the feed was last fetched, in words. */
function LastFetched() {
  const { data, isPending, isError } = useLastOpenimmoExport();
  if (isPending) return <p className="text-sm text-muted-foreground">Wird geladen …</p>;
  if (isError) return <p className="text-sm text-destructive">Der letzte Abruf konnte nicht geladen werden.</p>;
  const last = data.last;
  if (!last) return <p className="text-sm text-muted-foreground">Der Export wurde noch nie abgerufen.</p>;
  const scope =
    last.scope === "VOLL"
      ? "vollständig"
      : `Änderungen seit ${dateOnly.format(new Date(last.since ?? last.fetchedAt))}`;
  return (
    <p className="text-sm text-foreground" data-testid="openimmo-last-export">
      Zuletzt abgerufen am <strong>{dateTime.format(new Date(last.fetchedAt))}</strong> ({scope}: {last.listings}{" "}
      {last.listings === 1 ? "Immobilie" : "Immobilien"}
      {last.removals > 0 ? `, ${last.removals} ${last.removals === 1 ? "Löschung" : "Löschungen"}` : ""}).
    </p>
  );
}

/** The 'Export' tab: the OpenImmo feed for the portals, full or the changes since a day. */
export function OpenimmoExportPanel() {
  const [since, setSince] = useState("");
  const full = useDownloadOpenimmo();
  const partial = useDownloadOpenimmo();
  const failed = full.error ?? partial.error;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">Alle Immobilien exportieren</CardTitle>
          <CardDescription>
            Ein ZIP-Archiv im Format OpenImmo 1.2.7b mit allen veröffentlichten Immobilien und ihren Bildern – zum
            Hochladen bei ImmoScout24, Immowelt und anderen Portalen.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Button className="w-full sm:w-fit" onClick={() => full.mutate(undefined)} disabled={full.isPending}>
            {full.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
            Export herunterladen
          </Button>
          <LastFetched />
          {failed && (
            <p role="alert" className="text-sm text-destructive">
              Der Export ist fehlgeschlagen: {errorMessage(failed)}
            </p>
          )}
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">Nur Änderungen exportieren</CardTitle>
          <CardDescription>
            Geänderte Immobilien werden aktualisiert, versteckte und gelöschte bei den Portalen entfernt.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label="Änderungen seit" hint="Ab Beginn dieses Tages.">
            <Input type="date" value={since} onChange={(event) => setSince(event.target.value)} />
          </FormField>
          <Button
            variant="outline"
            className="w-full sm:w-fit"
            onClick={() => partial.mutate(since)}
            disabled={!since || partial.isPending}
          >
            {partial.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
            Änderungen herunterladen
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
