import { AdminPage } from "@/components/layout/admin-page-header";
import { Card, CardContent } from "@/components/ui/card";
import { PasswordForm } from "@/features/admin-accounts/components/password-form";

/** /admin/password: change one's own password. */
export default function AdminPasswordPage() {
  return (
    <AdminPage title="Passwort ändern" description="Nach der Änderung werden Sie auf allen anderen Geräten abgemeldet.">
      <Card className="max-w-2xl">
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
    </AdminPage>
  );
}
