import type { ScrapeInput } from "../lib/portal-urls";

/** "2 gültige URLs · 1 Zeile ignoriert (keine Funda-Adresse)": live under the URL field. */
export function UrlCounts({ input }: { input: ScrapeInput }) {
  const { urls, ignored, duplicates } = input;
  return (
    <span data-testid="scraper-url-counts">
      {urls.length} {urls.length === 1 ? "gültige URL" : "gültige URLs"}
      {ignored > 0 && (
        <span className="font-medium text-accent-strong">
          {" · "}
          {ignored} {ignored === 1 ? "Zeile" : "Zeilen"} ignoriert (keine Funda-Adresse)
        </span>
      )}
      {duplicates > 0 && ` · ${duplicates} doppelt (nur einmal ausgelesen)`}
    </span>
  );
}
