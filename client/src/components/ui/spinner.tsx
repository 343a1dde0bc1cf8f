import { cn } from "@/lib/cn";

export type SpinnerProps = { label?: string; size?: "sm" | "md" | "lg"; className?: string };

const sizes = { sm: "size-4 border-2", md: "size-8 border-[3px]", lg: "size-12 border-4" };

/** Loading indicator with a status role; the label is read by screen readers only. */
export function Spinner({ label = "Wird geladen...", size = "md", className }: SpinnerProps) {
  return (
    <div role="status" className={cn("inline-flex items-center justify-center", className)}>
      <span aria-hidden className={cn("animate-spin rounded-full border-primary/20 border-t-primary", sizes[size])} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * Spinner centred in the page area: the Suspense fallback of lazy pages and full-page loading states.
 * A full viewport tall, so the footer stays below the fold while a page chunk loads (no layout shift).
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}
