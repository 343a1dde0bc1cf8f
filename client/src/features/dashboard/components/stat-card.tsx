import type { LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { ArrowRight } from "lucide-react";
import { Card } from "@/components/ui/card";

export type StatLine = { label: string; value: number };

type StatCardProps = {
  title: string;
  value: number;
  icon: LucideIcon;
  /** Smaller counts under the main number, e.g. Aktiv / Reserviert / Versteckt. */
  lines?: StatLine[];
  /** A sentence instead of (or in addition to) lines. */
  note?: string;
  href?: string;
  linkLabel?: string;
};

const count = (value: number) => value.toLocaleString("de-DE");

/** One number of the dashboard with its breakdown. */
export function StatCard({ title, value, icon: Icon, lines = [], note, href, linkLabel }: StatCardProps) {
  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">{title}</h2>
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon aria-hidden className="size-5" />
        </span>
      </div>
      <p className="mt-2 text-4xl font-bold tracking-tight text-foreground" data-testid="stat-value">
        {count(value)}
      </p>
      {note && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
      {lines.length > 0 && (
        <dl className="mt-4 grid gap-1.5 border-t border-border pt-4 text-sm">
          {lines.map((line) => (
            <div key={line.label} className="flex items-center justify-between gap-3">
              <dt className="text-muted-foreground">{line.label}</dt>
              <dd className="font-semibold tabular-nums text-foreground">{count(line.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {href && linkLabel && (
        <Link
          href={href}
          className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start pt-3 text-sm font-semibold text-primary hover:underline"
        >
          {linkLabel}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </Card>
  );
}
