import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PostFormOutput, PostFormValues } from "../lib/post-form";

const copy = {
  title: "Titel",
  slug: "Slug",
  slugHint: (path: string) => `Adresse des Beitrags: ${path} – wird aus dem Titel gebildet, bis Sie ihn selbst ändern.`,
  slugChanged: "Achtung: Die öffentliche Adresse ändert sich beim Speichern; alte Links führen dann ins Leere.",
  content: "Inhalt",
  contentHint:
    "Markdown: ## Überschrift, **fett**, *kursiv*, [Linktext](https://…) und Listen mit „- “ am Zeilenanfang. Leerzeile = neuer Absatz.",
};

type PostMainFieldsProps = {
  form: UseFormReturn<PostFormValues, unknown, PostFormOutput>;
  savedSlug?: string;
  published: boolean;
};

/** Title, slug (follows the title) and the Markdown content. */
export function PostMainFields({ form, savedSlug, published }: PostMainFieldsProps) {
  const { register, watch, formState } = form;
  const { errors } = formState;
  const slug = watch("slug");
  const slugMoves = published && savedSlug !== undefined && slug !== savedSlug;

  return (
    <div className="grid gap-6">
      <FormField label={copy.title} required error={errors.title?.message}>
        <Input autoComplete="off" {...register("title")} />
      </FormField>
      <FormField
        label={copy.slug}
        required
        error={errors.slug?.message}
        hint={
          <>
            {copy.slugHint(`/blog/${slug || "…"}`)}
            {slugMoves && <span className="mt-1 block font-medium text-accent-strong">{copy.slugChanged}</span>}
          </>
        }
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          className="font-mono text-[0.9375rem]"
          {...register("slug")}
        />
      </FormField>
      <FormField label={copy.content} required error={errors.content?.message} hint={copy.contentHint}>
        <Textarea rows={18} className="min-h-80 font-mono text-[0.9375rem] leading-relaxed" {...register("content")} />
      </FormField>
    </div>
  );
}
