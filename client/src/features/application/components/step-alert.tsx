import { AlertCircle } from "lucide-react";

/**
 * Announced (role=alert) after a failed 'Weiter' or submit: how many fields of this step need
 * attention. The messages themselves sit under their fields; focus goes to the first one.
 */
export function StepAlert({ count }: { count: number }) {
  return (
    <div role="alert" aria-atomic="true">
      {count > 0 && (
        <p className="mt-5 flex items-start gap-2.5 rounded-lg border border-destructive/40 bg-destructive/8 px-4 py-3 text-sm font-medium text-destructive">
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {count === 1 ? "Bitte prüfen Sie das markierte Feld." : `Bitte prüfen Sie die ${count} markierten Felder.`}
        </p>
      )}
    </div>
  );
}
