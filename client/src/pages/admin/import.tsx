import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { ImportTabs } from "@/features/admin-import/components/import-tabs";

/** /admin/import: bulk import of properties from JSON, CSV or a ZIP archive with images. */
export default function AdminImportPage() {
  useAdminTitle("Import");
  return (
    <>
      <AdminPageHeader
        title="Import"
        description="Viele Immobilien auf einmal übernehmen: aus JSON, aus einer CSV-Tabelle oder als ZIP-Archiv mit Bildern."
      />
      <ImportTabs />
    </>
  );
}
