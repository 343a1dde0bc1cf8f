import { Link } from "wouter";
import { Plus } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { PropertyManager } from "@/features/admin-properties/components/property-manager";

export default function AdminPropertiesListPage() {
  useAdminTitle("Immobilien");
  return (
    <>
      <AdminPageHeader
        title="Immobilien"
        description="Alle Angebote, auch versteckte. Highlights erscheinen auf der Startseite."
        actions={
          <Link href="/properties/new" className={buttonClasses()}>
            <Plus aria-hidden />
            Neue Immobilie
          </Link>
        }
      />
      <PropertyManager />
    </>
  );
}
