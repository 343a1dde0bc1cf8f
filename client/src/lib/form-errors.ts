import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-client";

/**
 * Puts the server's field errors (400 `errors: [{path, message}]`, dotted paths like
 * "employmentInfo.employer") under the matching react-hook-form fields. Returns true when at least
 * one field got a message, so the caller can skip or soften its generic toast:
 *
 *   onError: (error) => { if (!applyServerFieldErrors(error, form.setError)) toast({ … }) }
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!isApiError(error)) return false;
  const entries = Object.entries(error.fieldErrors);
  for (const [path, message] of entries) setError(path as FieldPath<T>, { type: "server", message });
  return entries.length > 0;
}
