// These three texts are the agency's own figures and stay exactly as written; the first word is shown as the big number.
const stats = ["25+ Jahre Erfahrung", "1.200+ Verwaltete Einheiten", "98% Zufriedene Kunden"];

function splitStat(text: string) {
  const space = text.indexOf(" ");
  return { value: text.slice(0, space), label: text.slice(space + 1) };
}

export function StatsStrip() {
  return (
    <section aria-label="Spreehaus in Zahlen" className="container-page">
      <ul className="grid divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-card sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {stats.map((text) => {
          const { value, label } = splitStat(text);
          return (
            <li key={text} className="flex flex-col items-center gap-1.5 px-6 py-7 text-center sm:py-9">
              <span className="text-4xl font-bold tracking-tight text-primary lg:text-5xl">{value}</span>{" "}
              <span className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">{label}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
