import { acceptInvitation } from "@shared/api/endpoints/admin";
import { useSearch } from "wouter";
import { AuthScreen } from "@/features/auth/components/login-screen";
import { LinkPasswordForm } from "@/features/auth/components/link-password-form";
import { useAdminTitle } from "@/hooks/use-admin-title";

/** /admin/invitation?token=…: an invited colleague chooses a password. */
export default function AdminInvitationPage() {
  useAdminTitle("Einladung annehmen");
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <AuthScreen title="Einladung annehmen">
      <LinkPasswordForm token={token} endpoint={acceptInvitation} />
    </AuthScreen>
  );
}
