import { confirmPasswordReset } from "@shared/api/endpoints/admin";
import { useSearch } from "wouter";
import { AuthScreen } from "@/features/auth/components/login-screen";
import { LinkPasswordForm } from "@/features/auth/components/link-password-form";
import { ResetRequestForm } from "@/features/auth/components/reset-request-form";
import { useAdminTitle } from "@/hooks/use-admin-title";

/** /admin/password-reset: ask for a link, or (with ?token=…) choose the new password. */
export default function AdminPasswordResetPage() {
  useAdminTitle("Passwort vergessen");
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <AuthScreen title={token ? "Neues Passwort wählen" : "Passwort vergessen"}>
      {token ? <LinkPasswordForm token={token} endpoint={confirmPasswordReset} /> : <ResetRequestForm />}
    </AuthScreen>
  );
}
