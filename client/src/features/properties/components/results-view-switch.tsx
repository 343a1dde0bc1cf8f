import { cn } from "@/lib/cn";

export type ResultsView = "list" | "map";

const options: { view: ResultsView; label: string }[] = [
  { view: "list", label: "Liste" },
  { view: "map", label: "Karte" },
];

/** 'Liste' | 'Karte': how the results are shown (offered only when the site has a map provider). */
export function ResultsViewSwitch({ value, onChange }: { value: ResultsView; onChange: (view: ResultsView) => void }) {
  return (
    <div role="group" aria-label="Ansicht" className="inline-flex rounded-full border border-input p-1">
      {options.map(({ view, label }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold",
            value === view ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
