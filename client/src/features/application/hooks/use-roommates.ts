import { useCallback } from "react";
import { useWatch } from "react-hook-form";
import { MAX_ROOMMATES } from "@shared/validation/application";
import type { ApplicationForm } from "../lib/form-values";

const tooManyMessage = `Sie können höchstens ${MAX_ROOMMATES} Mitbewohner angeben.`;

/**
 * Step 4: a trimmed, non-empty name is added to `roommates`; names can be removed again. The name
 * being typed is a form field of its own (roommateName), so it survives step changes and reloads.
 */
export function useRoommates(form: ApplicationForm) {
  const { control, getValues, setValue, setError, clearErrors } = form;
  const roommates = useWatch({ control, name: "roommates" });

  /** Adds the typed name; returns it, or null when there was nothing to add. */
  const add = useCallback((): string | null => {
    const name = getValues("roommateName").trim();
    if (!name) {
      setValue("roommateName", "");
      return null;
    }
    const current = getValues("roommates");
    if (current.length >= MAX_ROOMMATES) {
      setError("roommateName", { type: "max", message: tooManyMessage });
      return null;
    }
    setValue("roommates", [...current, name], { shouldDirty: true, shouldValidate: true });
    setValue("roommateName", "", { shouldDirty: true });
    clearErrors("roommateName");
    return name;
  }, [getValues, setValue, setError, clearErrors]);

  const remove = useCallback(
    (index: number): string | undefined => {
      const current = getValues("roommates");
      const removed = current[index];
      setValue(
        "roommates",
        current.filter((_, i) => i !== index),
        { shouldDirty: true, shouldValidate: true },
      );
      clearErrors("roommateName");
      return removed;
    },
    [getValues, setValue, clearErrors],
  );

  return { roommates, add, remove, isFull: roommates.length >= MAX_ROOMMATES };
}

export type RoommatesApi = ReturnType<typeof useRoommates>;
