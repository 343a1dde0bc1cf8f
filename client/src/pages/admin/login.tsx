import { GuestOnly } from "@/features/auth/components/guest-only";
import { LoginScreen } from "@/features/auth/components/login-screen";
import { useAdminTitle } from "@/hooks/use-admin-title";

export default function AdminLoginPage() {
  useAdminTitle("Anmeldung");
  return (
    <GuestOnly>
      <LoginScreen />
    </GuestOnly>
  );
}
