import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { germanColumns } from "../lib/german-columns";

/** The German headers of an Excel export that the CSV import reads, with accepted spellings. */
export function GermanColumnsReference() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Deutsche Spaltennamen (Excel-Export)</CardTitle>
        <CardDescription>
          Statt der Feldnamen oben versteht der Import diese Spaltennamen, unabhängig von Groß- und Kleinschreibung und
          von Einheiten in Klammern wie „Wohnfläche (m²)“. Zahlen mit Dezimalkomma (84,5; 1.450,00), Ja/Nein-Felder mit
          „ja“ oder „nein“. Eine bekannte Objektnummer aktualisiert die vorhandene Immobilie.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-3">
          {germanColumns().map((column) => (
            <div key={column.header} className="grid content-start gap-0.5 border-t border-border pt-2">
              <dt className="font-semibold text-foreground">{column.header}</dt>
              <dd className="leading-relaxed text-muted-foreground">
                {column.alternatives.length > 0 && (
                  <span className="block">Auch: {column.alternatives.join(", ")}</span>
                )}
                {column.values && <span className="block text-foreground">{column.values}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
