import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "left" | "center";
  /** Links or buttons shown beside the heading on wide screens. */
  actions?: ReactNode;
  className?: string;
};

/** Eyebrow + h2 + lead of a page section; `id` goes on the h2 for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, lead, align = "left", actions, className }: SectionHeadingProps) {
  return (
    <div
      className={cn(
        "flex flex-col gap-6 md:flex-row md:items-end md:justify-between",
        align === "center" && "items-center text-center md:flex-col md:items-center",
        className,
      )}
    >
      <div className={cn("max-w-2xl", align === "center" && "mx-auto")}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={id} className="mt-3 text-h2 text-foreground">
          {title}
        </h2>
        {lead && <p className="mt-4 text-lead text-muted-foreground">{lead}</p>}
      </div>
      {actions && <div className="shrink-0">{actions}</div>}
    </div>
  );
}
