import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** How a run works, next to the form. */
export function ScraperHelp() {
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle as="h2">So funktioniert es</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid list-decimal gap-2 pl-5 text-sm leading-relaxed text-muted-foreground">
          <li>URLs einfügen, eine pro Zeile (höchstens 50 pro Lauf).</li>
          <li>
            Scraping starten: Die Seiten werden nacheinander im Hintergrund ausgelesen. Solange ein Lauf dauert, ist
            kein weiterer möglich.
          </li>
          <li>
            Im Reiter „Ergebnisse“ jedes Inserat prüfen und einzeln importieren. Importierte Immobilien sind versteckt,
            bis Sie sie veröffentlichen.
          </li>
          <li>Ohne Übersetzungsdienst bleibt die Beschreibung im Original und ist als „Nicht übersetzt“ markiert.</li>
        </ol>
      </CardContent>
    </Card>
  );
}
