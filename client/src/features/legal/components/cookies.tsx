import { storageEntries } from "../content/browser-storage";
import { LegalProse } from "./legal-prose";

/** What the site stores in the browser, and why no consent banner is needed. */
export function Cookies() {
  return (
    <LegalProse>
      <h2 id="cookies-title">Cookies und lokale Speicherung</h2>
      <p>
        Kurz gesagt: Wir verwenden <strong>keine Tracking-, Analyse- oder Werbe-Cookies</strong> und binden keine
        Dienste ein, die Sie über Websites hinweg verfolgen. Deshalb sehen Sie bei uns auch keinen Cookie-Banner.
      </p>
      <p>
        Wenn Sie unsere Website besuchen, setzen wir überhaupt kein Cookie. Das einzige Cookie dieser Website ist das
        Sitzungs-Cookie unseres Verwaltungsbereichs: Es entsteht erst, wenn sich eine Mitarbeiterin oder ein Mitarbeiter
        anmeldet. Daneben merkt sich Ihr Browser im lokalen Speicher, welches Farbschema Sie gewählt haben. Alle
        Einträge sind technisch notwendig für Funktionen, die Sie selbst nutzen (§&nbsp;25 Abs. 2 Nr. 2 TDDDG), und
        bleiben auf dieser Website.
      </p>

      <h3>Was im Browser gespeichert wird</h3>
      <ul className="mt-6! grid gap-4 list-none! pl-0!">
        {storageEntries.map((entry) => (
          <li key={entry.name} className="rounded-xl border border-border bg-card p-5 shadow-card">
            <p className="mt-0! flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <code className="rounded-md bg-muted px-2 py-0.5 font-mono text-sm font-semibold text-foreground">
                {entry.name}
              </code>
              <span className="text-sm">{entry.kind}</span>
            </p>
            <p>{entry.purpose}</p>
            <p className="text-sm">
              <strong>Speicherdauer:</strong> {entry.duration}
            </p>
          </li>
        ))}
      </ul>

      <h3>Einträge löschen</h3>
      <p>
        Sie können Cookies und gespeicherte Website-Daten jederzeit in den Einstellungen Ihres Browsers ansehen und
        löschen, meist unter „Datenschutz“ oder „Website-Daten“. Löschen Sie den Eintrag für das Farbschema, zeigt die
        Website wieder die Einstellung Ihres Systems. Ändern können Sie das Farbschema jederzeit über das Symbol oben
        rechts in der Kopfzeile.
      </p>
      <p>
        Mehr zur Verarbeitung Ihrer Daten lesen Sie in unserer <a href="#datenschutz">Datenschutzerklärung</a>.
      </p>
    </LegalProse>
  );
}
