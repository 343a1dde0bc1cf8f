import { useCallback, useState } from "react";
import { useForm, type FieldPath, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation } from "wouter";
import { propertyInputSchema, type PropertyInput } from "@shared/validation/property";
import {
  conflictsForPublication,
  missingForPublication,
  publishingRefusal,
  type ConflictingFact,
  type MissingFact,
} from "@shared/listing/publishing";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { Property } from "@shared/contracts/properties";
import { isUnauthorized } from "@/lib/unauthorized";
import { useUnsavedInput } from "@/hooks/use-unsaved-input";
import { useCreateProperty } from "../api/use-create-property";
import { useUpdateProperty } from "../api/use-update-property";
import {
  errorAt,
  firstErrorField,
  pathIn,
  sectionId,
  sectionsWithErrors,
  unfocusableFields,
  type ErrorLocation,
} from "../lib/form-sections";
import {
  propertyFormDefaults,
  toFormValues,
  toPropertyInput,
  type PropertyFormValues,
  type SaveIntent,
} from "../lib/property-form";

/** The id of the publishing checklist, where a blocked 'Veröffentlichen' sends the admin. */
export const CHECKLIST_ID = "veroeffentlichung-checkliste";

const schemaResolver = zodResolver(propertyInputSchema);

/** Validates what publishing would send with the shared schema (a draft differs only in its status). */
const resolver: Resolver<PropertyFormValues, unknown, PropertyInput> = (values, context, options) =>
  schemaResolver(toPropertyInput(values, "publish"), context, options as never) as never;

/** A draft says where it is; a published save keeps the product's success sentences. */
const savedToast = (next: SaveIntent, created: boolean) =>
  next === "draft"
    ? {
        title: "Entwurf gespeichert",
        description: "Die Immobilie ist gespeichert und nur für Administratoren sichtbar.",
      }
    : {
        title: "Immobilie veröffentlicht",
        description: created ? "Immobilie wurde erfolgreich erstellt." : "Immobilie wurde erfolgreich aktualisiert.",
      };

/**
 * One react-hook-form for all sections, validated with the shared propertyInputSchema. Two saves:
 * a draft (hidden, may be incomplete) and publishing, which the shared publishing rule blocks
 * while facts are missing. Errors (the form's or the server's) scroll to the first section
 * holding one and focus its field; nothing typed is lost.
 */
export function usePropertyForm(property?: Property) {
  const id = property?.id;
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState<SaveIntent>();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const form = useForm<PropertyFormValues, unknown, PropertyInput>({
    resolver,
    defaultValues: property ? toFormValues(property) : propertyFormDefaults,
    // showError scrolls to the section first, then focuses.
    shouldFocusError: false,
  });

  // Input kept when a save met an expired session comes back after signing in.
  const keepUnsavedInput = useUnsavedInput(form, `property:${id ?? "new"}`);

  const showError = useCallback(
    (location: ErrorLocation | undefined) => {
      if (!location) return;
      const section = document.getElementById(sectionId(location.section));
      section?.scrollIntoView?.({ block: "start" });
      requestAnimationFrame(() => {
        if (unfocusableFields.has(location.field)) section?.querySelector<HTMLElement>("h2")?.focus();
        else form.setFocus(location.field as FieldPath<PropertyFormValues>);
      });
    },
    [form],
  );

  /**
   * Publishing while facts are missing or contradict each other: the fields say what is wrong; the
   * checklist takes the focus for missing facts, the first contradicting field otherwise.
   */
  const blockPublishing = (missing: MissingFact[], conflicts: ConflictingFact[]) => {
    const refusal = publishingRefusal(missing, conflicts);
    for (const { path, message } of refusal.errors) {
      form.setError(path as FieldPath<PropertyFormValues>, { type: "publishing", message });
    }
    if (missing.length) {
      const checklist = document.getElementById(CHECKLIST_ID);
      checklist?.scrollIntoView?.({ block: "center" });
      checklist?.focus();
    } else showError(firstErrorField(pathIn(conflicts.map((c) => c.path))));
    toast({
      variant: "destructive",
      title: missing.length ? "Noch nicht vollständig" : "Angaben passen nicht zusammen",
      description: refusal.message,
    });
  };

  const submit = async (input: PropertyInput, next: SaveIntent) => {
    if (next === "publish") {
      const missing = missingForPublication(input);
      const conflicts = conflictsForPublication(input);
      if (missing.length || conflicts.length) return blockPublishing(missing, conflicts);
    }
    try {
      if (id === undefined) await create.mutateAsync(input);
      else await update.mutateAsync({ id, values: input });
      toast(savedToast(next, id === undefined));
      form.reset(form.getValues());
      navigate("/properties");
    } catch (error) {
      // The session handler sends the admin to the login page; the input waits for the return.
      if (isUnauthorized(error)) return keepUnsavedInput();
      if (applyServerFieldErrors(error, form.setError) && isApiError(error)) {
        showError(firstErrorField(pathIn(Object.keys(error.fieldErrors))));
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
  };

  const save = (next: SaveIntent) => {
    setSaving(next);
    return form
      .handleSubmit(
        (input) => submit(next === "draft" ? { ...input, status: "hidden" } : input, next),
        (errors) => showError(firstErrorField(errorAt(errors))),
      )()
      .finally(() => setSaving(undefined));
  };

  return {
    form,
    saveDraft: () => save("draft"),
    publish: () => save("publish"),
    isEdit: id !== undefined,
    pending: create.isPending || update.isPending,
    saving,
    errorSections: sectionsWithErrors(form.formState.errors),
    showError,
  };
}
