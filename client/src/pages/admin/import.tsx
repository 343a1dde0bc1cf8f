import { AdminPage } from "@/components/layout/admin-page-header";
import { ImportTabs } from "@/features/admin-import/components/import-tabs";

/** /admin/import: bulk import of properties from JSON, CSV or a ZIP archive with images. */
export default function AdminImportPage() {
  return (
    <AdminPage
      title="Import"
      description="Viele Immobilien auf einmal übernehmen: aus JSON, aus einer CSV-Tabelle oder als ZIP-Archiv mit Bildern."
    >
      <ImportTabs />
    </AdminPage>
  );
}
