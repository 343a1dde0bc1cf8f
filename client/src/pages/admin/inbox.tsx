import { AdminPage } from "@/components/layout/admin-page-header";
import { InboxView } from "@/features/admin-inbox/components/inbox-view";

/** /admin/messages: the contact messages sent through the website. */
export default function AdminInboxPage() {
  return (
    <AdminPage
      title="Nachrichten"
      description="Anfragen aus dem Kontaktformular und von den Immobilienseiten, die neuesten zuerst."
    >
      <InboxView />
    </AdminPage>
  );
}
