import { useEffect, useRef } from "react";
import { saveDraft, sessionDraftStorage } from "../lib/draft-storage";
import type { ApplicationForm } from "../lib/form-values";
import type { StepNumber } from "../lib/steps";

/**
 * Keeps the typed text and the current step in sessionStorage while `enabled` (until the
 * application is sent). Writes on every change and step change, never on a mere visit.
 */
export function useDraftPersistence(form: ApplicationForm, propertyId: number, step: StepNumber, enabled: boolean) {
  const stepRef = useRef(step);

  useEffect(() => {
    if (stepRef.current === step) return; // the first render is a visit, not a change
    stepRef.current = step;
    if (enabled) saveDraft(sessionDraftStorage(), propertyId, form.getValues(), step);
  }, [enabled, form, propertyId, step]);

  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch(() =>
      saveDraft(sessionDraftStorage(), propertyId, form.getValues(), stepRef.current),
    );
    return () => subscription.unsubscribe();
  }, [enabled, form, propertyId]);
}
