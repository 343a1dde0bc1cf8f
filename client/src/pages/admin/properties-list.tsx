import { AdminPage, NewRecordLink } from "@/components/layout/admin-page-header";
import { PropertyManager } from "@/features/admin-properties/components/property-manager";

export default function AdminPropertiesListPage() {
  return (
    <AdminPage
      title="Immobilien"
      description="Alle Angebote, auch versteckte. Highlights erscheinen auf der Startseite."
      actions={<NewRecordLink href="/properties/new">Neue Immobilie</NewRecordLink>}
    >
      <PropertyManager />
    </AdminPage>
  );
}
