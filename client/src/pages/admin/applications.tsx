import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { ApplicationsBoard } from "@/features/admin-applications/components/applications-board";

/** /admin/applications: tenant applications as cards, each opening its detail panel. */
export default function AdminApplicationsPage() {
  useAdminTitle("Bewerbungen");
  return (
    <>
      <AdminPageHeader
        title="Bewerbungen"
        description="Mieterselbstauskünfte prüfen, Status setzen, Dokumente ansehen und exportieren."
      />
      <ApplicationsBoard />
    </>
  );
}
