import { useId, type ReactNode } from "react";
import type { ListingFact } from "@shared/listing/view";
import { cn } from "@/lib/cn";

/** A section of the detail page: an h2 that names it (for the page outline and screen readers) and its content. */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-h2 text-foreground">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Facts as a two-column list of label and value rows (one column on phones). */
export function FactList({ facts, className }: { facts: ListingFact[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-10 sm:grid-cols-2", className)}>
      {facts.map(({ key, label, value }) => (
        <div key={key} className="flex items-baseline justify-between gap-4 border-b border-border py-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right font-semibold text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
