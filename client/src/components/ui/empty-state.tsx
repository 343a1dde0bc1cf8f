import type { ComponentType, ReactNode } from "react";
import { cn } from "@/lib/cn";

type EmptyStateProps = {
  /** A lucide icon component, e.g. SearchX or AlertTriangle. */
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title?: ReactNode;
  /** Heading level of the title (default h2). */
  titleAs?: "h2" | "h3";
  description?: ReactNode;
  /** Buttons or links, e.g. 'Zurücksetzen' or 'Erneut versuchen'. */
  action?: ReactNode;
  tone?: "neutral" | "error";
  className?: string;
};

/** Empty, error and not-found states of lists and pages, all in one look. */
export function EmptyState({
  icon: Icon,
  title,
  titleAs: Title = "h2",
  description,
  action,
  tone = "neutral",
  className,
}: EmptyStateProps) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={cn(
        "flex flex-col items-center gap-4 rounded-2xl border border-dashed border-input/60 bg-card/60 px-6 py-14 text-center",
        className,
      )}
    >
      {Icon && (
        <span
          className={cn(
            "inline-flex size-14 items-center justify-center rounded-full",
            tone === "error" ? "bg-destructive/10 text-destructive" : "bg-secondary text-secondary-foreground",
          )}
        >
          <Icon aria-hidden className="size-7" />
        </span>
      )}
      {title && <Title className="text-h3 text-foreground">{title}</Title>}
      {description && <p className="max-w-md leading-relaxed text-muted-foreground">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
