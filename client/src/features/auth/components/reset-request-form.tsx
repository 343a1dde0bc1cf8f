import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { passwordResetRequestSchema } from "@shared/validation/accounts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { requestPasswordReset } from "@shared/api/endpoints/admin";
import { errorMessage } from "@/lib/api-client";
import { callApi } from "@/lib/call-api";

/** 'Passwort vergessen': the same answer whether or not the address has an account. */
export function ResetRequestForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [pending, setPending] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setPending(true);
    callApi(requestPasswordReset, { body: parsed.data })
      .then((answer) => setSent(answer.message))
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setPending(false));
  };
  if (sent) {
    return (
      <div className="grid gap-5 text-center">
        <p role="status" className="text-sm text-foreground">
          {sent} Der Link ist eine Stunde gültig.
        </p>
        <Link href="/login" className="text-sm font-semibold text-primary hover:underline">
          Zurück zur Anmeldung
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Geben Sie die E-Mail-Adresse Ihres Kontos an. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort
        wählen.
      </p>
      <FormField label="E-Mail-Adresse" required error={error}>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        Link anfordern
      </Button>
      <Link href="/login" className="text-center text-sm font-semibold text-primary hover:underline">
        Zurück zur Anmeldung
      </Link>
    </form>
  );
}
