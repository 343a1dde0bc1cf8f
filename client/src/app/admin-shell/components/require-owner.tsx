import type { ReactNode } from "react";
import { Link } from "wouter";
import { ShieldAlert } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { useAuthStatus } from "@/features/auth/api/use-auth-status";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { AdminNotice } from "./admin-notice";

function OwnersOnlyNotice() {
  useAdminTitle("Nur für Inhaber");
  return (
    <AdminNotice
      icon={ShieldAlert}
      title="Nur für Inhaber"
      description="Konten, Protokoll und Datenschutzanfragen verwalten die Inhaber der Agentur."
      action={
        <Link href="/" className={buttonClasses()}>
          Zum Dashboard
        </Link>
      }
    />
  );
}

/** Shows its children to owners; staff get an explanation (the server refuses them anyway). */
export function RequireOwner({ children }: { children: ReactNode }) {
  const { data: status } = useAuthStatus();
  return status?.user?.role === "owner" ? children : <OwnersOnlyNotice />;
}
