import { AdminPage } from "@/components/layout/admin-page-header";
import { OutboxView } from "@/features/admin-outbox/components/outbox-view";

/** /admin/outbox: the Postausgang, every mail the website sent or kept. */
export default function AdminOutboxPage() {
  return (
    <AdminPage
      title="Postausgang"
      description="Alle E-Mails der Website, die neuesten zuerst: Bestätigungen, Benachrichtigungen und Statusmails mit ihrem Versandstatus."
    >
      <OutboxView />
    </AdminPage>
  );
}
