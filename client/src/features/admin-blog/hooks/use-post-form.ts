import { useEffect, useRef, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation } from "wouter";
import { blogPostInputSchema } from "@shared/validation/blog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { isUnauthorized } from "@/lib/unauthorized";
import { useUnsavedInput } from "@/hooks/use-unsaved-input";
import type { BlogPost } from "@shared/contracts/blog";
import { useCreatePost } from "../api/use-create-post";
import { useUpdatePost } from "../api/use-update-post";
import {
  firstInvalidField,
  postFormDefaults,
  toPostFormValues,
  type PostFormOutput,
  type PostFormTab,
  type PostFormValues,
} from "../lib/post-form";
import { followTitle } from "../lib/slug-sync";

const copy = {
  created: { title: "Beitrag erstellt", description: "Blogbeitrag wurde erfolgreich erstellt." },
  updated: { title: "Änderungen gespeichert", description: "Blogbeitrag wurde erfolgreich aktualisiert." },
  errorTitle: "Fehler",
  createFailed: (message: string) => `Fehler beim Erstellen des Beitrags: ${message}`,
  updateFailed: (message: string) => `Fehler beim Aktualisieren des Beitrags: ${message}`,
};

/**
 * The blog form: shared schema (zodResolver), the slug following the title, create or
 * update with toasts, server field errors (409 slug) under their fields, back to the list on success.
 */
export function usePostForm(post?: BlogPost) {
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<PostFormTab>("edit");
  const create = useCreatePost();
  const update = useUpdatePost();
  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: post ? toPostFormValues(post) : postFormDefaults,
    // Fields on a hidden tab cannot take focus; showErrors opens the edit tab first.
    shouldFocusError: false,
  });

  // Input kept when a save met an expired session comes back after signing in.
  const keepUnsavedInput = useUnsavedInput(form, `post:${post?.id ?? "new"}`);

  // The slug follows the title while it is empty or still the slug of the previous title.
  const previousTitle = useRef(form.getValues("title"));
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          // A reset (restored input) starts from its own title.
          if (name === undefined) previousTitle.current = values.title ?? "";
          if (name !== "title") return;
          const title = values.title ?? "";
          const slug = values.slug ?? "";
          const next = followTitle(previousTitle.current, title, slug);
          previousTitle.current = title;
          if (next !== slug)
            form.setValue("slug", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        },
      }),
    [form],
  );

  const showErrors = (errors: FieldErrors<PostFormValues> | Record<string, string>) => {
    const field = firstInvalidField(errors);
    if (!field) return;
    setTab("edit");
    requestAnimationFrame(() => form.setFocus(field));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (post) {
        await update.mutateAsync({ id: post.id, input: values });
        toast(copy.updated);
      } else {
        await create.mutateAsync(values);
        toast(copy.created);
      }
      form.reset(form.getValues());
      navigate("/blog");
    } catch (error) {
      // The session handler sends the admin to the login page; the input waits for the return.
      if (isUnauthorized(error)) return keepUnsavedInput();
      // The server's paths, not formState.errors: that is the last render's copy, which a quick
      // answer reaches before React has rendered the errors of this submit.
      if (applyServerFieldErrors(error, form.setError) && isApiError(error)) showErrors(error.fieldErrors);
      const message = errorMessage(error);
      toast({
        variant: "destructive",
        title: copy.errorTitle,
        description: post ? copy.updateFailed(message) : copy.createFailed(message),
      });
    }
  }, showErrors);

  return { form, tab, setTab, onSubmit, isEdit: post !== undefined, pending: create.isPending || update.isPending };
}
