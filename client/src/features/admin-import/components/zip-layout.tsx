const tree = `immobilien.zip
├── properties.json
└── bilder/
    ├── wohnung-1.jpg
    └── wohnung-2.png`;

/** How an archive is laid out: data file at the root (or in one top folder), images by relative path. */
export function ZipLayout() {
  return (
    <>
      <p>
        Im Archiv liegt eine Datei <code>properties.json</code> oder <code>properties.csv</code> (Aufbau wie beim JSON-
        bzw. CSV-Import), entweder direkt im Archiv oder in einem einzigen obersten Ordner.
      </p>
      <pre className="rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed text-foreground">{tree}</pre>
      <p>
        Im Feld <code>images</code> stehen die Pfade der Bilder relativ zur Datendatei, z. B.{" "}
        <code>bilder/wohnung-1.jpg</code>. Erlaubt sind JPEG, PNG, WebP und GIF.
      </p>
    </>
  );
}
