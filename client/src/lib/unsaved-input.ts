// Unsaved input of an admin form whose save hit an expired session. The login page is part of the
// same single-page app, so an in-memory copy survives the detour: after signing in, the form opens
// with the input the admin had typed. (Not in sessionStorage: ten photos as data URLs exceed its
// quota, and an applicant's or a post's text has no business outliving the tab.)
const kept = new Map<string, unknown>();

/** Keeps a copy (not the live form object) under a key such as "property:new" or "post:12". */
export function keepUnsavedInput<T>(key: string, values: T): void {
  kept.set(key, structuredClone(values));
}

/** The kept input, removed from the store (it is restored once). */
export function takeUnsavedInput<T>(key: string): T | undefined {
  const values = kept.get(key) as T | undefined;
  kept.delete(key);
  return values;
}
