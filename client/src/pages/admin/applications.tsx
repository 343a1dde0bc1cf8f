import { AdminPage } from "@/components/layout/admin-page-header";
import { ApplicationsBoard } from "@/features/admin-applications/components/applications-board";

/** /admin/applications: tenant applications as cards, each opening its detail panel. */
export default function AdminApplicationsPage() {
  return (
    <AdminPage
      title="Bewerbungen"
      description="Mieterselbstauskünfte prüfen, Status setzen, Dokumente ansehen und exportieren."
    >
      <ApplicationsBoard />
    </AdminPage>
  );
}
