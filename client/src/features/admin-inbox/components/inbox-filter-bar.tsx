import { cn } from "@/lib/cn";
import type { InboxFilter } from "../lib/inbox-filter";

const copy = { group: "Nachrichten filtern", all: "Alle", unhandled: "Unbearbeitet" };

type InboxFilterBarProps = {
  filter: InboxFilter;
  total: number;
  unhandled: number;
  onChange: (filter: InboxFilter) => void;
};

/** All / unhandled, as two toggle buttons with their counts. */
export function InboxFilterBar({ filter, total, unhandled, onChange }: InboxFilterBarProps) {
  const options: { value: InboxFilter; label: string; count: number }[] = [
    { value: "all", label: copy.all, count: total },
    { value: "unhandled", label: copy.unhandled, count: unhandled },
  ];
  return (
    <div
      role="group"
      aria-label={copy.group}
      className="inline-flex gap-1 rounded-xl border border-border bg-muted p-1"
    >
      {options.map((option) => {
        const active = filter === option.value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              "inline-flex min-h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors",
              active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {option.label}
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
                active ? "bg-secondary text-secondary-foreground" : "bg-background text-muted-foreground",
              )}
            >
              {option.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
