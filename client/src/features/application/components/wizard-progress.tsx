import { cn } from "@/lib/cn";
import { STEP_COUNT, stepLabel, wizardSteps, type StepNumber } from "../lib/steps";

/** Six segments: done, current, to come. Step names under them from md up (the heading names the step). */
export function WizardProgress({ step }: { step: StepNumber }) {
  const current = wizardSteps[step - 1];
  return (
    <div
      role="progressbar"
      aria-label="Fortschritt der Bewerbung"
      aria-valuemin={1}
      aria-valuemax={STEP_COUNT}
      aria-valuenow={step}
      aria-valuetext={`${stepLabel(step)}: ${current.title}`}
    >
      <ol aria-hidden className="grid grid-cols-6 gap-1.5 sm:gap-2">
        {wizardSteps.map((s) => (
          <li key={s.number} className="grid gap-2">
            <span
              className={cn(
                "h-1.5 rounded-full transition-colors duration-300 sm:h-2",
                s.number < step ? "bg-primary" : s.number === step ? "bg-accent" : "bg-muted",
              )}
            />
            <span
              className={cn(
                "hidden text-xs leading-tight md:block",
                s.number === step ? "font-semibold text-foreground" : "text-muted-foreground",
              )}
            >
              {s.title}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
