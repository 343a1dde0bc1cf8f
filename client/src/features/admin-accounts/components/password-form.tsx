import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, LoaderCircle } from "lucide-react";
import { passwordChangeSchema, type PasswordChangeInput } from "@shared/validation/accounts";
import { PASSWORD_MIN_LENGTH, passwordMessages } from "@shared/validation/password";
import { z } from "@shared/validation/zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { PasswordInput } from "@/components/ui/password-input";
import { useChangePassword } from "../api/use-change-password";

// The browser checks the length and the repetition; the server also checks the list of common passwords.
const formSchema = passwordChangeSchema()
  .extend({ repeat: z.string() })
  .refine((v) => v.repeat === v.newPassword, { path: ["repeat"], message: passwordMessages.mismatch });
type FormValues = z.infer<typeof formSchema>;

export const passwordHint = `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Sehr häufige Passwörter werden abgelehnt; ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.`;

/** Change one's own password: the current one is required, every other session ends. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: "", newPassword: "", repeat: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }: PasswordChangeInput) =>
    change
      .mutateAsync({ currentPassword, newPassword })
      .then(() => {
        form.reset();
        toast({
          title: "Passwort geändert",
          description: "Auf allen anderen Geräten wurden Sie abgemeldet.",
        });
      })
      .catch((error: unknown) => {
        if (applyServerFieldErrors(error, form.setError)) return;
        toast({ variant: "destructive", title: "Passwort nicht geändert", description: errorMessage(error) });
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-5">
      <FormField label="Aktuelles Passwort" required error={errors.currentPassword?.message}>
        {(control) => <PasswordInput autoComplete="current-password" {...control} {...register("currentPassword")} />}
      </FormField>
      <FormField label="Neues Passwort" required hint={passwordHint} error={errors.newPassword?.message}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register("newPassword")} />}
      </FormField>
      <FormField label="Neues Passwort wiederholen" required error={errors.repeat?.message}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register("repeat")} />}
      </FormField>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
          Passwort ändern
        </Button>
      </div>
    </form>
  );
}
