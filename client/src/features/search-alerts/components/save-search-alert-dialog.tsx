import { useState, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { Link } from "wouter";
import type { ListQuery, PropertyFilter } from "@shared/search/list-query";
import {
  alertFrequencies,
  alertFrequencyLabels,
  describeAlertFilter,
  normalizeAlertFilter,
  searchAlertInputSchema,
} from "@shared/search/search-alerts";
import type { z } from "@shared/validation/zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage, isApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useSaveSearchAlert } from "../api/use-search-alerts";
import { saveSearchAlertCopy } from "./save-search-alert";

const formSchema = searchAlertInputSchema.pick({ email: true, frequency: true });
type FormValues = z.input<typeof formSchema>;

const copy = saveSearchAlertCopy;

type SaveSearchAlertDialogProps = {
  query: Partial<ListQuery>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/** The dialog behind 'Suchauftrag speichern': the current filters, an address and how often. */
export default function SaveSearchAlertDialog({
  query,
  open,
  onOpenChange: setOpen,
  opener,
}: SaveSearchAlertDialogProps) {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filter } = query;
  const [done, setDone] = useState<string | null>(null);
  const save = useSaveSearchAlert();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: "", frequency: "instant" },
  });
  const { register, handleSubmit, setError, formState } = form;
  const summary = describeAlertFilter(normalizeAlertFilter(filter as PropertyFilter));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setDone(null);
      save.reset();
    }
  };
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...values, filter },
      {
        onSuccess: (answer) => setDone(answer.message),
        onError: (error) => {
          applyServerFieldErrors(error, setError);
          // A refused filter or a rate limit has no field in this form: say it above the button.
          const fields = isApiError(error) ? error.fieldErrors : {};
          if (!fields.email && !fields.frequency) setError("root", { message: errorMessage(error) });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={done ? copy.doneTitle : copy.title}
        description={done ? undefined : copy.description}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        {done ? (
          <div className="grid gap-5">
            <p className="flex gap-3 rounded-lg bg-muted p-4 text-sm leading-relaxed" role="status">
              <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              {done}
            </p>
            <Button onClick={() => onOpenChange(false)} className="justify-self-end">
              {copy.close}
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={save.isPending || undefined}>
            <div className="rounded-lg bg-muted px-4 py-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{copy.search}</p>
              <p className="mt-1 font-medium" data-testid="alert-summary">
                {summary}
              </p>
            </div>
            <FormField label={copy.email} required error={formState.errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{copy.frequency}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {alertFrequencies.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border border-input p-3 transition-colors hover:border-foreground/35 has-checked:border-primary has-checked:bg-primary/5"
                  >
                    <input
                      type="radio"
                      value={value}
                      {...register("frequency")}
                      className="mt-1 size-4 accent-primary"
                    />
                    <span className="grid">
                      <span className="font-medium">{alertFrequencyLabels[value]}</span>
                      <span className="text-sm text-muted-foreground">{copy.frequencyHints[value]}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <p className="text-sm leading-relaxed text-muted-foreground">
              {copy.privacy}{" "}
              <Link href="/legal" className="underline underline-offset-2 hover:text-foreground">
                {copy.privacyLink}
              </Link>
            </p>
            {formState.errors.root?.message && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {formState.errors.root.message}
              </p>
            )}
            <Button type="submit" variant="accent" disabled={save.isPending} className="sm:justify-self-end">
              {save.isPending ? copy.pending : copy.submit}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
