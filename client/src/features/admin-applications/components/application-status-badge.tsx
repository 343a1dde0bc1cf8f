import { applicationStatusLabels, type ApplicationStatus } from "@shared/enums";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

const variants: Record<ApplicationStatus, BadgeVariant> = {
  new: "accent",
  processing: "secondary",
  accepted: "success",
  rejected: "destructive",
};

export function ApplicationStatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <Badge variant={variants[status]} className={className} data-status={status}>
      {applicationStatusLabels[status]}
    </Badge>
  );
}
