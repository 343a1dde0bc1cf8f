import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { importFields, type ImportFormat } from "../lib/import-fields";

/** Every field of an import row with its meaning and allowed values (German labels in brackets). */
export function FieldReference({ format }: { format: ImportFormat }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Felder und erlaubte Werte</CardTitle>
        <CardDescription>
          {format === "csv" ? "Spaltennamen" : "Feldnamen"} genau wie angegeben (Groß- und Kleinschreibung beachten).
          Werte in Klammern zeigen die Bezeichnung auf der Website.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2 xl:grid-cols-3">
          {importFields(format).map((field) => (
            <div key={field.name} className="grid content-start gap-1 border-t border-border pt-3">
              <dt className="flex flex-wrap items-center gap-2">
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.8125rem] font-semibold text-foreground">
                  {field.name}
                </code>
                <span
                  className={
                    field.required ? "text-xs font-semibold text-accent-strong" : "text-xs text-muted-foreground"
                  }
                >
                  {field.required ? "Pflichtfeld" : "optional"}
                </span>
              </dt>
              <dd className="leading-relaxed text-muted-foreground">
                {field.description}
                {field.values && <span className="block text-foreground">Erlaubt: {field.values}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
