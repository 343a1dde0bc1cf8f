import { CircleAlert, CircleCheck } from "lucide-react";
import { CHECKLIST_ID } from "../hooks/use-property-form";
import { useMissingForPublication } from "./publishing-checklist";
import type { PropertyFormApi } from "./property-form-types";

/**
 * Narrow screens, in the save bar: how many facts publishing still lacks, live while typing (the
 * checklist itself sits below the last section there); a tap leads to the checklist.
 */
export function ChecklistShortcut({ form }: { form: PropertyFormApi }) {
  const missing = useMissingForPublication(form).length;
  const goTo = () => {
    const checklist = document.getElementById(CHECKLIST_ID);
    checklist?.scrollIntoView({ block: "center" });
    checklist?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={goTo}
      className="flex min-h-8 items-center gap-1.5 text-left text-xs font-medium text-muted-foreground hover:text-foreground hover:underline"
    >
      {missing === 0 ? (
        <CircleCheck aria-hidden className="size-4 shrink-0 text-success" />
      ) : (
        <CircleAlert aria-hidden className="size-4 shrink-0 text-destructive" />
      )}
      {missing === 0
        ? "Bereit zur Veröffentlichung"
        : `Checkliste: ${missing === 1 ? "1 Angabe fehlt" : `${missing} Angaben fehlen`}`}
    </button>
  );
}
