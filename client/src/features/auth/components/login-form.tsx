import { LoaderCircle, LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useLoginForm } from "../hooks/use-login-form";
import { PasswordInput } from "@/components/ui/password-input";

export function LoginForm() {
  const { form, onSubmit, pending } = useLoginForm();
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label="Benutzername" required error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register("username")} />
      </FormField>
      <FormField label="Passwort" required error={errors.password?.message}>
        {(control) => <PasswordInput autoComplete="current-password" {...control} {...register("password")} />}
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <LogIn aria-hidden />}
        {pending ? "Wird angemeldet..." : "Anmelden"}
      </Button>
    </form>
  );
}
