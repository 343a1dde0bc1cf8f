import { useState } from "react";
import { Link } from "wouter";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, LoaderCircle } from "lucide-react";
import { newPasswordRule, passwordMessages, PASSWORD_MIN_LENGTH } from "@shared/validation/password";
import { z } from "@shared/validation/zod";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import type { acceptInvitation, confirmPasswordReset } from "@shared/api/endpoints/admin";
import { errorMessage } from "@/lib/api-client";
import { callApi } from "@/lib/call-api";
import { applyServerFieldErrors } from "@/lib/form-errors";

const schema = z
  .object({ password: newPasswordRule(), repeat: z.string() })
  .refine((v) => v.repeat === v.password, { path: ["repeat"], message: passwordMessages.mismatch });
type Values = z.infer<typeof schema>;

/** Choose a password with a one-time link (invitation or reset); then sign in. */
export function LinkPasswordForm({
  token,
  endpoint,
}: {
  token: string;
  endpoint: typeof acceptInvitation | typeof confirmPasswordReset;
}) {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: "", repeat: "" } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = form.handleSubmit(({ password }) =>
    callApi(endpoint, { body: { token, password } })
      .then(() => setDone(true))
      .catch((error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError)) setFailure(errorMessage(error));
      }),
  );

  if (done) {
    return (
      <div className="grid gap-5 text-center">
        <p className="flex items-center justify-center gap-2 font-semibold text-success" role="status">
          <CheckCircle2 aria-hidden className="size-5" />
          Ihr Passwort ist gespeichert.
        </p>
        <Link href="/login" className={buttonClasses({ size: "lg" })}>
          Zur Anmeldung
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && (
        <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <FormField
        label="Neues Passwort"
        required
        hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen; sehr häufige Passwörter werden abgelehnt.`}
        error={errors.password?.message}
      >
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register("password")} />}
      </FormField>
      <FormField label="Passwort wiederholen" required error={errors.repeat?.message}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register("repeat")} />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting && <LoaderCircle aria-hidden className="animate-spin" />}
        Passwort speichern
      </Button>
    </form>
  );
}
