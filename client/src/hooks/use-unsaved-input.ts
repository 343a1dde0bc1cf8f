import { useCallback, useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { keepUnsavedInput, takeUnsavedInput } from "../lib/unsaved-input";

/**
 * Brings back what an admin typed when a save met an expired session: call the returned `keep()`
 * when the save answers 401 (the session handler then opens the login page); after signing in, the
 * form with the same key opens with that input again and says so.
 */
export function useUnsavedInput<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  key: string,
): () => void {
  useEffect(() => {
    const values = takeUnsavedInput<T>(key);
    if (!values) return;
    form.reset(values, { keepDefaultValues: true });
    toast({
      title: "Eingaben wiederhergestellt",
      description: "Ihre ungespeicherten Änderungen sind wieder da. Bitte speichern Sie erneut.",
    });
  }, [form, key]);
  return useCallback(() => keepUnsavedInput(key, form.getValues()), [form, key]);
}
