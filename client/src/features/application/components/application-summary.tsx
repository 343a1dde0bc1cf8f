import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SummarySection } from "../lib/summary";
import { wizardSteps, type StepNumber } from "../lib/steps";

type ApplicationSummaryProps = { sections: SummarySection[]; onEdit: (step: StepNumber) => void };

/** Everything entered in steps 1–5, each block with a way back to its step. */
export function ApplicationSummary({ sections, onEdit }: ApplicationSummaryProps) {
  return (
    <div className="grid gap-3">
      {sections.map((section) => {
        const title = wizardSteps[section.step - 1].title;
        return (
          <section
            key={section.step}
            aria-label={title}
            className="rounded-xl border border-border bg-muted/40 p-4 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <h3 className="font-semibold text-foreground">{title}</h3>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Ändern: ${title}`}
                onClick={() => onEdit(section.step)}
                className="-my-1 -mr-2 text-primary"
              >
                <Pencil aria-hidden />
                Ändern
              </Button>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
              {section.rows.map((row) => (
                <div key={row.label} className="grid gap-0.5 sm:contents">
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="break-words font-medium text-foreground">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
