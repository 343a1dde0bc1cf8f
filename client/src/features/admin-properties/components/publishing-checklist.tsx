import { useWatch } from "react-hook-form";
import { CircleAlert, CircleCheck } from "lucide-react";
import { missingForPublication } from "@shared/listing/publishing";
import { cn } from "@/lib/cn";
import { CHECKLIST_ID } from "../hooks/use-property-form";
import { firstErrorField, pathIn, type ErrorLocation } from "../lib/form-sections";
import { publishingFactsOf, type PropertyFormValues } from "../lib/property-form";
import type { PropertyFormApi } from "./property-form-types";

/** The checklist's state in one sentence. */
export const checklistStatus = (missing: number) =>
  missing === 0
    ? "Alle Pflichtangaben für die Anzeige sind da."
    : missing === 1
      ? "Für die Veröffentlichung fehlt noch 1 Angabe:"
      : `Für die Veröffentlichung fehlen noch ${missing} Angaben:`;

/** What publishing lacks, from the form's live values. */
export function useMissingForPublication(form: PropertyFormApi) {
  const values = useWatch({ control: form.control }) as PropertyFormValues;
  return missingForPublication(publishingFactsOf(values));
}

type PublishingChecklistProps = { form: PropertyFormApi; onGoTo: (location: ErrorLocation | undefined) => void };

/**
 * What the listing still lacks to be published, live while typing: the shared publishing rule the
 * server applies, run on the form's values. Each entry leads to its field.
 */
export function PublishingChecklist({ form, onGoTo }: PublishingChecklistProps) {
  const missing = useMissingForPublication(form);
  const complete = missing.length === 0;

  return (
    <div
      id={CHECKLIST_ID}
      tabIndex={-1}
      aria-labelledby={`${CHECKLIST_ID}-titel`}
      role="region"
      className={cn(
        "rounded-xl border p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring",
        complete ? "border-success/40 bg-success/8" : "border-destructive/40 bg-destructive/6",
      )}
    >
      <h2 id={`${CHECKLIST_ID}-titel`} className="flex items-center gap-2 text-base font-semibold text-foreground">
        {complete ? (
          <CircleCheck aria-hidden className="size-5 shrink-0 text-success" />
        ) : (
          <CircleAlert aria-hidden className="size-5 shrink-0 text-destructive" />
        )}
        Checkliste Veröffentlichung
      </h2>
      <p id={`${CHECKLIST_ID}-stand`} role="status" className="mt-1 text-sm text-muted-foreground">
        {checklistStatus(missing.length)}
      </p>
      {!complete && (
        <ul className="mt-2 grid gap-1">
          {missing.map((fact) => (
            <li key={fact.path}>
              <button
                type="button"
                onClick={() => onGoTo(firstErrorField(pathIn([fact.path])))}
                className="-mx-1 flex min-h-9 w-full items-center gap-2 rounded-md px-1 text-left text-sm font-medium text-foreground underline-offset-4 hover:bg-muted/60 hover:underline"
              >
                <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-destructive" />
                {fact.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-muted-foreground">Ein Entwurf darf unvollständig sein.</p>
    </div>
  );
}
