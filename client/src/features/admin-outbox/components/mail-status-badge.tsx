import { mailStatusLabels, type MailStatus } from "@shared/mail";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

const variants: Record<MailStatus, BadgeVariant> = {
  queued: "secondary",
  sent: "success",
  failed: "destructive",
  kept: "outline",
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge variant={variants[status]}>{mailStatusLabels[status]}</Badge>;
}
