import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema, type LoginInput } from "@shared/validation/auth";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useLogin } from "../api/use-login";
import { DEFAULT_ADMIN_USERNAME } from "../lib/login-defaults";
import { loginErrorDescription, loginFailedTitle } from "../lib/login-error";

/**
 * The sign-in form: loginSchema's German messages under the fields, a toast when the server says
 * no. Success needs no navigation here: the login page redirects as soon as the status says "signed in".
 */
export function useLoginForm() {
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: DEFAULT_ADMIN_USERNAME, password: "" },
  });

  // The user name is prefilled, so the password is what the admin types first.
  const { setFocus } = form;
  useEffect(() => setFocus("password"), [setFocus]);

  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync(values).catch((error: unknown) => {
      if (applyServerFieldErrors(error, form.setError)) return;
      form.resetField("password", { keepError: false });
      form.setFocus("password");
      toast({ variant: "destructive", title: loginFailedTitle, description: loginErrorDescription(error) });
    }),
  );

  return { form, onSubmit, pending: login.isPending };
}
