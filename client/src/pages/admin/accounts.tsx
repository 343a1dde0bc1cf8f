import { AdminPage } from "@/components/layout/admin-page-header";
import { LoadError, LoadingBlock } from "@/components/ui/load-states";
import { RequireOwner } from "@/app/admin-shell/components/require-owner";
import { useAuthStatus } from "@/features/auth/api/use-auth-status";
import { useAccounts } from "@/features/admin-accounts/api/use-accounts";
import { AccountList } from "@/features/admin-accounts/components/account-list";
import { InviteForm } from "@/features/admin-accounts/components/invite-form";

function Accounts() {
  const accounts = useAccounts();
  const { data: status } = useAuthStatus();
  return (
    <AdminPage
      title="Konten"
      description="Wer in der Verwaltung arbeitet: Inhaber verwalten alles, Mitarbeiter alles außer den Konten."
    >
      <div className="grid gap-8">
        <InviteForm />
        <section aria-labelledby="accounts-heading" className="grid gap-4">
          <h2 id="accounts-heading" className="text-h3 text-foreground">
            Alle Konten
          </h2>
          {accounts.isPending ? (
            <LoadingBlock label="Konten werden geladen..." />
          ) : accounts.isError ? (
            <LoadError
              title="Konten konnten nicht geladen werden"
              description="Bitte versuchen Sie es erneut."
              onRetry={() => void accounts.refetch()}
              retrying={accounts.isFetching}
            />
          ) : (
            <AccountList accounts={accounts.data} selfId={status?.user?.id} />
          )}
        </section>
      </div>
    </AdminPage>
  );
}

/** /admin/accounts: the team's accounts (owners only). */
export default function AdminAccountsPage() {
  return (
    <RequireOwner>
      <Accounts />
    </RequireOwner>
  );
}
