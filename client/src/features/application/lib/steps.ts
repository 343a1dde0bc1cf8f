import type { FieldPath } from "react-hook-form";
import { applicationStepSchemas, stepFieldPaths } from "@shared/validation/application";
import type { ApplicationFormValues } from "./form-values";

export type FieldName = FieldPath<ApplicationFormValues>;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;

type StepDefinition = { number: StepNumber; title: string; fields: FieldName[] };

const stepTitles = [
  "Persönliche Daten",
  "Beschäftigung",
  "Aktuelle Wohnsituation",
  "Mitbewohner",
  "Dokumente",
  "Bestätigung",
] as const;

/**
 * The six steps in order, each with the fields 'Weiter' validates, in screen order: read from the
 * step schemas in shared/, so a field added to a schema is validated on its step without a copy here.
 */
export const wizardSteps: readonly StepDefinition[] = applicationStepSchemas.map((schema, index) => ({
  number: (index + 1) as StepNumber,
  title: stepTitles[index],
  fields: stepFieldPaths(schema) as FieldName[],
}));

export const STEP_COUNT = wizardSteps.length;

export const stepDefinition = (step: StepNumber) => wizardSteps[step - 1];

/** "Schritt 2 von 6" (the wizard has six steps; the test keeps the list at six). */
export const stepLabel = (step: StepNumber) => `Schritt ${step} von 6`;

/** Clamps anything to a step number (1–6). */
export function toStepNumber(value: number): StepNumber {
  return Math.min(STEP_COUNT, Math.max(1, Math.trunc(value) || 1)) as StepNumber;
}

/** The step holding a field; server paths are dotted ("employmentInfo.employer", "roommates.0"). */
export function stepOfField(path: string): StepNumber | undefined {
  const step = wizardSteps.find((s) => s.fields.some((field) => path === field || path.startsWith(`${field}.`)));
  return step?.number;
}

/** The first of the given paths in wizard order (step by step, field by field), if any. */
export function firstInWizardOrder(paths: string[]): string | undefined {
  const order = (path: string) => {
    for (const [stepIndex, step] of wizardSteps.entries()) {
      const fieldIndex = step.fields.findIndex((field) => path === field || path.startsWith(`${field}.`));
      if (fieldIndex >= 0) return stepIndex * 100 + fieldIndex;
    }
    return Number.MAX_SAFE_INTEGER;
  };
  return [...paths].sort((a, b) => order(a) - order(b))[0];
}

/** Dotted paths of every message in a react-hook-form errors object. */
export function errorPaths(errors: object, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== "object") return [];
    const path = prefix ? `${prefix}.${key}` : key;
    // A FieldError has a `type` (and a `ref` to a DOM node, which must not be walked into).
    return "type" in value ? [path] : errorPaths(value, path);
  });
}
