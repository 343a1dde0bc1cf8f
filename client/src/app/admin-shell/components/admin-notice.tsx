import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type AdminNoticeProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
  className?: string;
};

/** A whole-page message (not found, not signed in) whose title is the page's h1. */
export function AdminNotice({ icon: Icon, title, description, action, className }: AdminNoticeProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-4 rounded-2xl border border-dashed border-input/60 bg-card/60 px-6 py-14 text-center",
        className,
      )}
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden className="size-7" />
      </span>
      <h1 className="text-h3 text-foreground">{title}</h1>
      <p className="max-w-md leading-relaxed text-muted-foreground">{description}</p>
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
