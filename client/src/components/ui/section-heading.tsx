import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { buttonClasses } from "./button";

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

type PageSectionProps = Omit<SectionHeadingProps, "id" | "className"> & {
  /** Base of the ids: the h2 gets `${id}-title` and labels the section. */
  id: string;
  /** A tinted band that sets the section off from its neighbours. */
  muted?: boolean;
  containerClassName?: string;
  children: ReactNode;
};

/** A page section of the standard rhythm: full-width band, centred container, heading, content. */
export function PageSection({ id, muted, containerClassName, children, ...heading }: PageSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className={cn("section", muted && "bg-muted/60")}>
      <div className={cn("container-page", containerClassName)}>
        <SectionHeading id={titleId} {...heading} />
        {children}
      </div>
    </section>
  );
}

/** A section's way on to the full page ('Alle Immobilien ansehen'). */
export function SectionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClasses({ variant: "outline" })}>
      {children}
      <ArrowRight aria-hidden />
    </Link>
  );
}
