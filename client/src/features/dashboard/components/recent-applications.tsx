import { useId } from "react";
import { Link } from "wouter";
import { ArrowRight, CloudOff, Inbox } from "lucide-react";
import { applicationStatusLabels, type ApplicationStatus } from "@shared/enums";
import { formatDate } from "@shared/format";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useRecentApplications } from "../api/use-recent-applications";

const statusBadge: Record<ApplicationStatus, BadgeVariant> = {
  new: "accent",
  processing: "secondary",
  accepted: "success",
  rejected: "outline",
};

function ApplicationList() {
  const { data: applications, isPending, isError } = useRecentApplications();
  if (isPending) return <Spinner className="w-full py-10" label="Bewerbungen werden geladen..." />;
  if (isError) {
    return (
      <p role="alert" className="flex items-center gap-2 py-6 text-sm text-destructive">
        <CloudOff aria-hidden className="size-4" /> Die Bewerbungen konnten nicht geladen werden.
      </p>
    );
  }
  if (applications.length === 0) {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Inbox aria-hidden className="size-4" /> Noch keine Bewerbungen eingegangen.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {applications.map((application) => (
        <li
          key={application.id}
          className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            <p className="font-semibold text-foreground">{application.name}</p>
            <a href={`mailto:${application.email}`} className="break-all text-sm text-primary hover:underline">
              {application.email}
            </a>
            <p className="mt-0.5 text-sm text-muted-foreground">
              Objekt-Nr. {application.propertyId}
              {application.propertyTitle ? ` · ${application.propertyTitle}` : " · Immobilie entfernt"}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1.5">
            <Badge variant={statusBadge[application.status]}>{applicationStatusLabels[application.status]}</Badge>
            <span className="text-xs text-muted-foreground">{formatDate(application.createdAt)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The three newest applications with a link to all of them. */
export function RecentApplications() {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-h3 text-foreground">
          Neueste Bewerbungen
        </h2>
        <Link
          href="/applications"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
        >
          Alle Bewerbungen
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <ApplicationList />
    </Card>
  );
}
