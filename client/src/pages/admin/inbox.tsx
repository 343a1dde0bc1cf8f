import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { InboxView } from "@/features/admin-inbox/components/inbox-view";

/** /admin/messages: the contact messages sent through the website. */
export default function AdminInboxPage() {
  useAdminTitle("Nachrichten");
  return (
    <>
      <AdminPageHeader
        title="Nachrichten"
        description="Anfragen aus dem Kontaktformular und von den Immobilienseiten, die neuesten zuerst."
      />
      <InboxView />
    </>
  );
}
