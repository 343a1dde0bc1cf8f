import { useCallback, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation } from "wouter";
import { propertyInputSchema } from "@shared/validation/property";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { Property } from "@shared/contracts/properties";
import { isUnauthorized } from "@/lib/unauthorized";
import { useUnsavedInput } from "@/hooks/use-unsaved-input";
import { useCreateProperty } from "../api/use-create-property";
import { useUpdateProperty } from "../api/use-update-property";
import {
  firstErrorField,
  propertyFormDefaults,
  tabsWithErrors,
  toFormValues,
  type PropertyFormOutput,
  type PropertyFormTab,
  type PropertyFormValues,
} from "../lib/property-form";

/**
 * One react-hook-form for all three tabs (input survives a tab switch), validated with the shared
 * propertyInputSchema. On submit with errors the first tab holding one opens and its field gets focus.
 */
export function usePropertyForm(property?: Property) {
  const id = property?.id;
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<PropertyFormTab>("general");
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const form = useForm<PropertyFormValues, unknown, PropertyFormOutput>({
    resolver: zodResolver(propertyInputSchema),
    defaultValues: property ? toFormValues(property) : propertyFormDefaults,
    // Fields in hidden tabs cannot take focus; showErrors opens the tab first.
    shouldFocusError: false,
  });

  // Input kept when a save met an expired session comes back after signing in.
  const keepUnsavedInput = useUnsavedInput(form, `property:${id ?? "new"}`);

  const showErrors = useCallback(
    (errors: FieldErrors<PropertyFormValues>) => {
      const first = firstErrorField(errors);
      if (!first) return;
      setTab(first.tab);
      // After React has shown the tab; the image list has no single field to focus.
      if (first.field !== "images") requestAnimationFrame(() => form.setFocus(first.field));
    },
    [form],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (id === undefined) {
        await create.mutateAsync(values);
        toast({ title: "Immobilie erstellt", description: "Immobilie wurde erfolgreich erstellt." });
      } else {
        await update.mutateAsync({ id, values });
        toast({ title: "Änderungen gespeichert", description: "Immobilie wurde erfolgreich aktualisiert." });
      }
      form.reset(values);
      navigate("/properties");
    } catch (error) {
      // The session handler sends the admin to the login page; the input waits for the return.
      if (isUnauthorized(error)) return keepUnsavedInput();
      if (applyServerFieldErrors(error, form.setError) && isApiError(error)) {
        showErrors(
          Object.fromEntries(Object.keys(error.fieldErrors).map((path) => [path.split(".")[0], { type: "server" }])),
        );
      }
      const message = errorMessage(error);
      toast({
        variant: "destructive",
        title: "Fehler",
        description:
          id === undefined
            ? `Fehler beim Erstellen der Immobilie: ${message}`
            : `Fehler beim Aktualisieren der Immobilie: ${message}`,
      });
    }
  }, showErrors);

  return {
    form,
    tab,
    setTab,
    onSubmit,
    isEdit: id !== undefined,
    pending: create.isPending || update.isPending,
    errorTabs: tabsWithErrors(form.formState.errors),
  };
}
