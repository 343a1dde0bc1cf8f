import { Building2, CalendarDays, Mail } from "lucide-react";
import { formatDate } from "@shared/format";
import { Card } from "@/components/ui/card";
import { propertyNumber, removedPropertyLabel } from "../lib/application-sections";
import type { AdminApplication } from "@shared/contracts/applications";
import { ApplicationStatusBadge } from "./application-status-badge";

type ApplicationCardProps = { application: AdminApplication; onOpen: (id: number) => void };

/** One application in the grid; the whole card opens the detail panel (the name is the button). */
export function ApplicationCard({ application: a, onOpen }: ApplicationCardProps) {
  return (
    <Card
      className="relative flex h-full flex-col gap-4 p-5 transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-card-hover focus-within:border-primary/60"
      data-testid="application-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-h3 leading-snug text-card-foreground">
            <button
              type="button"
              onClick={() => onOpen(a.id)}
              className="text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              {a.name}
            </button>
          </h3>
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <Mail aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{a.email}</span>
          </p>
        </div>
        <ApplicationStatusBadge status={a.status} className="shrink-0" />
      </div>
      <div className="mt-auto grid gap-2 border-t border-border pt-4 text-sm">
        <p className="flex items-start gap-2">
          <Building2 aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0">
            {a.propertyTitle ? (
              <span className="font-medium text-foreground">{a.propertyTitle}</span>
            ) : (
              <span className="italic text-muted-foreground">{removedPropertyLabel}</span>
            )}
            <span className="text-muted-foreground"> · {propertyNumber(a.propertyId)}</span>
          </span>
        </p>
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
        </p>
      </div>
    </Card>
  );
}
