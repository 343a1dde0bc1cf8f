import { useEffect, useState, type FormEvent } from "react";
import { get, useForm, type FieldErrors, type FieldPath, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  applicationFormSchema,
  idCardMissingMessage,
  payslipMissingMessage,
  toApplicationInput,
  type ApplicationFormOutput,
} from "@shared/validation/application";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useSubmitApplication } from "../api/use-submit-application";
import { clearDraft, loadDraft, sessionDraftStorage } from "../lib/draft-storage";
import { loadSentApplication, saveSentApplication, type SentApplication } from "../lib/sent-application";
import { emptyApplicationValues, type ApplicationFormValues } from "../lib/form-values";
import { errorPaths, firstInWizardOrder, stepDefinition, stepOfField, STEP_COUNT, type StepNumber } from "../lib/steps";
import { useDocumentSlots } from "./use-document-slots";
import { useDraftPersistence } from "./use-draft-persistence";
import { useRoommates } from "./use-roommates";
import { useWizardFocus } from "./use-wizard-focus";

const copy = {
  documentsRequired: "Dokumente erforderlich",
  documentsRequiredText: (missing: string[]) =>
    missing.length === 2
      ? "Bitte laden Sie Ihren Personalausweis und Ihre Lohnabrechnung hoch, um fortzufahren."
      : `${missing[0]}, um fortzufahren.`,
  sendFailed: "Fehler",
  sendFailedText: (message: string) => `Fehler beim Senden der Bewerbung: ${message}`,
};

function hasContent(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value) && typeof value === "object" && Object.values(value as object).some(hasContent);
}

// The schema's input type says `termsAccepted: true` and `income: unknown`; the inputs hold a
// boolean and text. The resolver validates exactly these values, so the cast only restates that.
const resolver = zodResolver(applicationFormSchema) as unknown as Resolver<
  ApplicationFormValues,
  unknown,
  ApplicationFormOutput
>;

/**
 * The six-step self-disclosure as one react-hook-form: 'Weiter' validates only the current step,
 * 'Zurück' never loses input, step 6 sends everything. Typed text survives a reload (sessionStorage);
 * documents do not (privacy).
 */
export function useApplicationWizard(propertyId: number) {
  const [draft] = useState(() => loadDraft(sessionDraftStorage(), propertyId));
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver,
    defaultValues: draft ? { ...emptyApplicationValues, ...draft.values } : emptyApplicationValues,
    mode: "onTouched",
    shouldFocusError: false, // focus is moved by useWizardFocus, after the right step has rendered
  });
  const [step, setStep] = useState<StepNumber>(draft?.step ?? 1);
  const [attempted, setAttempted] = useState<ReadonlySet<StepNumber>>(new Set());
  const [sent, setSent] = useState<SentApplication | null>(() =>
    loadSentApplication(sessionDraftStorage(), propertyId),
  );
  const [restored] = useState(() => draft !== null && hasContent(draft.values));
  const documents = useDocumentSlots(form);
  const roommates = useRoommates(form);
  const submit = useSubmitApplication();
  const focus = useWizardFocus(form);
  useDraftPersistence(form, propertyId, step, sent === null);

  // A field marked wrong is checked again on every keystroke, so its message goes away while typing,
  // not on blur: a message vanishing on blur would move 'Weiter' away from under the pointer mid-click.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type === "change" && name && form.getFieldState(name as FieldPath<ApplicationFormValues>).error)
            void form.trigger(name as FieldPath<ApplicationFormValues>);
        },
      }),
    [form],
  );

  const markAttempted = (s: StepNumber) => setAttempted((current) => new Set(current).add(s));

  const goToStep = (target: StepNumber) => {
    setStep(target);
    focus.requestFocus({ kind: "heading" });
  };

  /** Shows the step holding the first error (in wizard order) and focuses that field. */
  const showFirstError = (paths: string[]) => {
    const first = firstInWizardOrder(paths);
    if (!first) return;
    const target = stepOfField(first) ?? step;
    markAttempted(target);
    setStep(target);
    focus.requestFocus({ kind: "field", path: first });
  };

  const checkDocuments = (): boolean => {
    const { idCardUrl, payslipUrl } = form.getValues();
    const missing: [string, string][] = [];
    if (!idCardUrl) missing.push(["idCardUrl", idCardMissingMessage]);
    if (!payslipUrl) missing.push(["payslipUrl", payslipMissingMessage]);
    if (missing.length === 0) return true;
    for (const [field, message] of missing)
      form.setError(field as "idCardUrl" | "payslipUrl", { type: "required", message });
    toast({
      variant: "destructive",
      title: copy.documentsRequired,
      description: copy.documentsRequiredText(missing.map(([, m]) => m)),
    });
    showFirstError(missing.map(([field]) => field));
    return false;
  };

  const next = async () => {
    if (step === 4) roommates.add(); // a typed but not yet added name is what the person meant
    const valid = step === 5 ? checkDocuments() : await form.trigger(stepDefinition(step).fields);
    if (!valid) {
      // getFieldState reads the form's live errors; formState.errors is the last render's copy,
      // which on a first 'Weiter' may not hold the errors trigger() just found.
      if (step !== 5) showFirstError(stepDefinition(step).fields.filter((field) => form.getFieldState(field).invalid));
      return;
    }
    if (step < STEP_COUNT) goToStep((step + 1) as StepNumber);
  };

  const back = () => {
    if (step > 1) goToStep((step - 1) as StepNumber);
  };

  const send = form.handleSubmit(
    (values) =>
      submit.mutate(toApplicationInput(values, propertyId), {
        onSuccess: ({ reference }) => {
          clearDraft(sessionDraftStorage(), propertyId);
          const done = { name: values.name, reference };
          saveSentApplication(sessionDraftStorage(), propertyId, done);
          setSent(done);
          focus.requestFocus({ kind: "heading" });
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError) && isApiError(error))
            showFirstError(Object.keys(error.fieldErrors));
          toast({
            variant: "destructive",
            title: copy.sendFailed,
            description: copy.sendFailedText(errorMessage(error)),
          });
        },
      }),
    (errors: FieldErrors<ApplicationFormValues>) => showFirstError(errorPaths(errors)),
  );

  /** Enter in a field means 'Weiter' on steps 1–5 and 'Bewerbung absenden' on step 6. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (step < STEP_COUNT) void next();
    else void send(event);
  };

  const stepErrorCount = stepDefinition(step).fields.filter((field) => get(form.formState.errors, field)).length;

  return {
    form,
    step,
    next,
    back,
    goToStep,
    onSubmit,
    isSending: submit.isPending,
    /** Name and reference once sent (also after a reload of this tab). */
    sent,
    restored,
    documents,
    roommates,
    focus,
    /** After a failed 'Weiter' on this step: how many of its fields still need attention. */
    stepAlertCount: attempted.has(step) ? stepErrorCount : 0,
  };
}

export type ApplicationWizard = ReturnType<typeof useApplicationWizard>;
