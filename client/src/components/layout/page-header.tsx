import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type PageHeaderProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * Top block of an inner page: eyebrow, the page's single h1, lead text and optional actions. Its tint
 * reaches up behind the transparent fixed header, like the home hero.
 */
export function PageHeader({ eyebrow, title, lead, children, className }: PageHeaderProps) {
  return (
    <header
      className={cn(
        "-mt-(--header-height) bg-linear-to-b from-secondary/70 to-background pt-(--header-height)",
        className,
      )}
    >
      <div className="container-page pb-12 pt-10 sm:pb-16 sm:pt-14 lg:pt-20">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mt-3 max-w-4xl text-h1 text-foreground">{title}</h1>
        {lead && <p className="mt-5 max-w-2xl text-lead text-muted-foreground">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </header>
  );
}
