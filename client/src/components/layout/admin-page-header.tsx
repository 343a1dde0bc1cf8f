import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeft, Plus } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { cn } from "@/lib/cn";

type AdminPageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; className?: string };

/** Top of an admin page: its one h1, a short line below and actions (buttons, links) on the right. */
export function AdminPageHeader({ title, description, actions, className }: AdminPageHeaderProps) {
  return (
    <div className={cn("mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="min-w-0">
        <h1 className="text-[1.75rem] font-bold leading-tight tracking-tight text-foreground sm:text-[2rem]">
          {title}
        </h1>
        {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

type AdminPageProps = { title: string; description: ReactNode; actions?: ReactNode; children: ReactNode };

/** An admin page: the tab title, the header, the content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useAdminTitle(title);
  return (
    <>
      <AdminPageHeader title={title} description={description} actions={actions} />
      {children}
    </>
  );
}

/** The header's link to the editor of a new record ('Neue Immobilie', 'Neuer Beitrag'). */
export function NewRecordLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClasses()}>
      <Plus aria-hidden />
      {children}
    </Link>
  );
}

/** The link above an editor back to its list. */
export function AdminBackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
