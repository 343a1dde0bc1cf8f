import type { MouseEvent } from "react";
import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { STEP_COUNT, type StepNumber } from "../lib/steps";

const copy = { back: "Zurück", next: "Weiter", send: "Bewerbung absenden", sending: "Wird gesendet..." };

/** The second click of a double click would act on the step that just appeared: ignore it (keyboard presses have detail 0). */
const ignoreRepeatClick = (event: MouseEvent<HTMLButtonElement>) => {
  if (event.detail > 1) event.preventDefault();
};

type WizardNavigationProps = { step: StepNumber; sending: boolean; onBack: () => void };

/** 'Zurück' (not on step 1) and 'Weiter', or 'Bewerbung absenden' on the last step. Both submit the form. */
export function WizardNavigation({ step, sending, onBack }: WizardNavigationProps) {
  const last = step === STEP_COUNT;
  return (
    // One row; on phones 'Bewerbung absenden' is too long to share it and wraps below 'Zurück' (DOM order = visual order).
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-5 py-5 sm:flex-nowrap sm:px-8">
      {step > 1 ? (
        <Button variant="outline" size="lg" onClick={(event) => event.detail <= 1 && onBack()} disabled={sending}>
          <ArrowLeft aria-hidden />
          {copy.back}
        </Button>
      ) : (
        <span aria-hidden />
      )}
      {last ? (
        <Button
          key="send"
          type="submit"
          onClick={ignoreRepeatClick}
          variant="accent"
          size="lg"
          disabled={sending}
          className="w-full sm:w-auto"
        >
          <Send aria-hidden />
          {sending ? copy.sending : copy.send}
        </Button>
      ) : (
        <Button key="next" type="submit" onClick={ignoreRepeatClick} size="lg" className="flex-1 sm:flex-none">
          {copy.next}
          <ArrowRight aria-hidden />
        </Button>
      )}
    </div>
  );
}
