import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type CtaPanelProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  text?: ReactNode;
  /** Links styled as buttons; on the dark panel use the `accent` and `inverse-outline` variants. */
  actions: ReactNode;
  className?: string;
};

/**
 * Dark closing call-to-action block at the end of a page (heading, text, two buttons), in the look of
 * the home page's closing block. Wrap-free: it brings its own container and bottom spacing.
 */
export function CtaPanel({ id, title, text, actions, className }: CtaPanelProps) {
  return (
    <section aria-labelledby={id} className={cn("container-page pb-[clamp(3.5rem,2.25rem+5vw,7rem)]", className)}>
      <div className="relative overflow-hidden rounded-3xl bg-inverse px-6 py-14 text-inverse-foreground sm:px-12 lg:px-16 lg:py-20">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-accent/25 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-[#1b7490]/40 blur-3xl"
        />
        <div className="relative flex flex-col gap-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={id} className="text-h2">
              {title}
            </h2>
            {text && <p className="mt-4 text-lead text-inverse-muted">{text}</p>}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">{actions}</div>
        </div>
      </div>
    </section>
  );
}
