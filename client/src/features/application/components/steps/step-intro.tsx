import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import type { ApplicationFormValues } from "../../lib/form-values";

/** One or two sentences under the step heading. */
export function StepIntro({ children }: { children: ReactNode }) {
  return <p className="leading-relaxed text-muted-foreground">{children}</p>;
}

/** A step's body: its intro, then its fields in one column. */
export function StepFields({ intro, children }: { intro: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-5">
      <StepIntro>{intro}</StepIntro>
      {children}
    </div>
  );
}

/** The wizard's form as a step uses it, with the current field errors at hand. */
export function useStepForm() {
  const form = useFormContext<ApplicationFormValues>();
  return { ...form, errors: form.formState.errors };
}
