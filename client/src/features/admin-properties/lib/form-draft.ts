import type { PropertyFormValues } from "./property-form";

// Unsaved input of a property form whose save hit an expired session. The login page is part of the
// same single-page app, so an in-memory copy survives the detour: after signing in, the form opens
// with the input the admin had typed. (Not in sessionStorage: ten photos as data URLs exceed its quota.)
const drafts = new Map<string, PropertyFormValues>();

/** "new" for the create form, the id for an edit form. */
export const draftKey = (id: number | undefined) => (id === undefined ? "new" : String(id));

export function keepDraft(key: string, values: PropertyFormValues): void {
  drafts.set(key, structuredClone(values));
}

/** The kept draft, removed from the store (a draft is restored once). */
export function takeDraft(key: string): PropertyFormValues | undefined {
  const draft = drafts.get(key);
  drafts.delete(key);
  return draft;
}
