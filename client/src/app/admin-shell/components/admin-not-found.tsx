import { Link } from "wouter";
import { SearchX } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { AdminNotice } from "./admin-notice";
import { useAdminTitle } from "@/hooks/use-admin-title";

/** An /admin path no page answers to. */
export function AdminNotFound() {
  useAdminTitle("Seite nicht gefunden");
  return (
    <AdminNotice
      icon={SearchX}
      title="Seite nicht gefunden"
      description="Diese Seite gibt es in der Verwaltung nicht."
      action={
        <Link href="/" className={buttonClasses()}>
          Zum Dashboard
        </Link>
      }
    />
  );
}
