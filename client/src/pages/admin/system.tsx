import { AdminPage } from "@/components/layout/admin-page-header";
import { RequireOwner } from "@/app/admin-shell/components/require-owner";
import { BackupsCard } from "@/features/admin-system/components/backups-card";

/** /admin/system: running the site, today its backups (owners only). */
export default function AdminSystemPage() {
  return (
    <RequireOwner>
      <AdminPage title="System" description="Sicherungen der Website herunterladen und neue anlegen.">
        <BackupsCard />
      </AdminPage>
    </RequireOwner>
  );
}
