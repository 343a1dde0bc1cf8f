import { AdminPage } from "@/components/layout/admin-page-header";
import { RequireOwner } from "@/app/admin-shell/components/require-owner";
import { AuditView } from "@/features/admin-accounts/components/audit-view";

/** /admin/audit: who did what, when (owners only). */
export default function AdminAuditPage() {
  return (
    <RequireOwner>
      <AdminPage
        title="Protokoll"
        description="Wer wann was getan hat: Anmeldungen, Einblicke in Dokumente, Statusänderungen, Löschungen, Veröffentlichungen, Importe und Kontoänderungen."
      >
        <AuditView />
      </AdminPage>
    </RequireOwner>
  );
}
