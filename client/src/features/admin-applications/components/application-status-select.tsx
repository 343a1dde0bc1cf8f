import { applicationStatuses, applicationStatusLabels } from "@shared/enums";
import { FormField } from "@/components/ui/form-field";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useUpdateApplicationStatus } from "../api/use-update-application-status";
import { isApplicationStatus } from "../lib/application-filter";
import type { AdminApplication } from "@shared/contracts/applications";

const copy = {
  label: "Status",
  successTitle: "Status aktualisiert",
  successText: (label: string) => `Bewerbungsstatus wurde auf "${label}" gesetzt.`,
  errorTitle: "Fehler",
  errorText: "Status konnte nicht aktualisiert werden.",
};

/** Any of the four statuses, at any time (no order is enforced). */
export function ApplicationStatusSelect({ application }: { application: AdminApplication }) {
  const update = useUpdateApplicationStatus();
  return (
    <FormField label={copy.label} className="min-w-48">
      <NativeSelect
        value={update.isPending && update.variables ? update.variables.status : application.status}
        disabled={update.isPending}
        onChange={(event) => {
          const status = event.target.value;
          if (!isApplicationStatus(status) || status === application.status) return;
          update.mutate(
            { id: application.id, status },
            {
              onSuccess: () =>
                toast({ title: copy.successTitle, description: copy.successText(applicationStatusLabels[status]) }),
              onError: () => toast({ variant: "destructive", title: copy.errorTitle, description: copy.errorText }),
            },
          );
        }}
      >
        <EnumOptions values={applicationStatuses} labels={applicationStatusLabels} />
      </NativeSelect>
    </FormField>
  );
}
