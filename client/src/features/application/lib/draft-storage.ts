// A reload must not lose what was typed (issue #4): the wizard's text fields and step live in
// sessionStorage, one entry per property, until the application is sent. Documents are never
// stored there (privacy), and neither is the consent tick, which is given fresh each time.
import { applicationDraftStorageKey } from "@shared/browser-storage";
import { MAX_ROOMMATES } from "@shared/validation/application";
import { emptyApplicationValues, type ApplicationFormValues } from "./form-values";
import { toStepNumber, type StepNumber } from "./steps";

export type DraftValues = Omit<ApplicationFormValues, "idCardUrl" | "payslipUrl" | "termsAccepted">;
export type ApplicationDraft = { step: StepNumber; values: DraftValues };
type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const VERSION = 1;
/** Documents are not kept, so a draft saved on the last step resumes at the documents step. */
const DOCUMENTS_STEP: StepNumber = 5;

export const draftKey = (propertyId: number) => applicationDraftStorageKey(propertyId);

const textKeys = [
  "name",
  "email",
  "phone",
  "birthDate",
  "birthPlace",
  "occupation",
  "income",
  "currentAddress",
  "currentLandlord",
  "moveInDate",
  "roommateName",
  "additionalInfo",
  "signature",
] as const satisfies readonly (keyof DraftValues)[];
const employmentKeys = ["employer", "duration", "employmentType"] as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The JSON kept for a reload: every field except the documents and the consent tick. */
export function serializeDraft(values: ApplicationFormValues, step: StepNumber): string {
  const kept: Record<string, unknown> = {};
  for (const key of textKeys) kept[key] = values[key];
  kept.employmentInfo = values.employmentInfo;
  kept.roommates = values.roommates;
  return JSON.stringify({ v: VERSION, step, values: kept });
}

/** A stored draft read back defensively: unknown keys, wrong types and broken JSON are ignored. */
export function parseDraft(json: string | null): ApplicationDraft | null {
  if (!json) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object" || (raw as { v?: unknown }).v !== VERSION) return null;
  const { step, values } = raw as { step?: unknown; values?: Record<string, unknown> };
  if (!values || typeof values !== "object") return null;

  const { idCardUrl: _file1, payslipUrl: _file2, termsAccepted: _consent, ...restored } = emptyApplicationValues;
  for (const key of textKeys) restored[key] = text(values[key]);
  const employment = (values.employmentInfo ?? {}) as Record<string, unknown>;
  restored.employmentInfo = { employer: "", duration: "", employmentType: "" };
  for (const key of employmentKeys) restored.employmentInfo[key] = text(employment[key]);
  const roommates = Array.isArray(values.roommates) ? values.roommates : [];
  restored.roommates = roommates
    .filter((r): r is string => typeof r === "string" && r.trim() !== "")
    .slice(0, MAX_ROOMMATES);
  return { step: Math.min(toStepNumber(Number(step)), DOCUMENTS_STEP) as StepNumber, values: restored };
}

/** The browser's sessionStorage, or undefined where it is blocked (some privacy modes throw on access). */
export function sessionDraftStorage(): DraftStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

// Storage can be full or blocked: a lost draft must never break the form.
export function loadDraft(storage: DraftStorage | undefined, propertyId: number): ApplicationDraft | null {
  try {
    return parseDraft(storage?.getItem(draftKey(propertyId)) ?? null);
  } catch {
    return null;
  }
}

export function saveDraft(
  storage: DraftStorage | undefined,
  propertyId: number,
  values: ApplicationFormValues,
  step: StepNumber,
) {
  try {
    storage?.setItem(draftKey(propertyId), serializeDraft(values, step));
  } catch {
    // Quota exceeded or storage disabled: the form keeps working, only the reload safety net is gone.
  }
}

export function clearDraft(storage: DraftStorage | undefined, propertyId: number) {
  try {
    storage?.removeItem(draftKey(propertyId));
  } catch {
    // See saveDraft.
  }
}
