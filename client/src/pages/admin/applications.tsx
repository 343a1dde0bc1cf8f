import { AdminPageHeader } from "@/features/admin-shell/components/admin-page-header";
import { useAdminTitle } from "@/features/admin-shell/hooks/use-admin-title";
import { ApplicationsBoard } from "@/features/admin-applications/components/applications-board";

/** /admin/applications: tenant applications as cards, each opening its detail panel. */
export default function AdminApplicationsPage() {
  useAdminTitle("Bewerbungen");
  return (
    <>
      <AdminPageHeader title="Bewerbungen" description="Mieterselbstauskünfte prüfen, Status setzen, Dokumente ansehen und exportieren." />
      <ApplicationsBoard />
    </>
  );
}
