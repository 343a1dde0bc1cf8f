import { useState } from "react";
import { accountRoleLabels, accountRoles, type AccountRole } from "@shared/enums";
import type { Account } from "@shared/contracts/accounts";
import { formatDate } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useUpdateAccount } from "../api/use-accounts";

function AccountState({ account }: { account: Account }) {
  if (!account.active) return <Badge variant="outline">Deaktiviert</Badge>;
  if (!account.hasPassword) return <Badge variant="secondary">Eingeladen</Badge>;
  return <Badge variant="success">Aktiv</Badge>;
}

function AccountRow({ account, isSelf }: { account: Account; isSelf: boolean }) {
  const update = useUpdateAccount();
  const [confirm, setConfirm] = useState(false);
  const fail = (error: unknown) =>
    toast({ variant: "destructive", title: "Änderung nicht möglich", description: errorMessage(error) });

  const setRole = (role: AccountRole) =>
    update.mutate(
      { id: account.id, patch: { role } },
      { onSuccess: () => toast({ title: `${account.username} ist jetzt ${accountRoleLabels[role]}` }), onError: fail },
    );
  const setActive = (active: boolean) =>
    update.mutate(
      { id: account.id, patch: { active } },
      {
        onSuccess: () => {
          setConfirm(false);
          toast({ title: active ? `${account.username} ist wieder aktiv` : `${account.username} ist deaktiviert` });
        },
        onError: (error) => {
          setConfirm(false);
          fail(error);
        },
      },
    );

  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-center sm:gap-6 sm:px-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
          <span className="truncate">{account.username}</span>
          {isSelf && <span className="text-sm font-normal text-muted-foreground">(Sie)</span>}
          <AccountState account={account} />
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {account.email ?? "Keine E-Mail-Adresse"} · seit {formatDate(account.createdAt)}
        </p>
      </div>
      <label className="grid gap-1 text-sm">
        <span className="sr-only">Rolle von {account.username}</span>
        <NativeSelect
          value={account.role}
          disabled={update.isPending}
          onChange={(event) => {
            const role = accountRoles.find((r) => r === event.target.value);
            if (role && role !== account.role) setRole(role);
          }}
        >
          <EnumOptions values={accountRoles} labels={accountRoleLabels} />
        </NativeSelect>
      </label>
      {account.active ? (
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() => setConfirm(true)}
          className="text-destructive"
        >
          Deaktivieren
        </Button>
      ) : (
        <Button variant="outline" disabled={update.isPending} onClick={() => setActive(true)}>
          Reaktivieren
        </Button>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`${account.username} deaktivieren?`}
        description="Die Person wird sofort auf allen Geräten abgemeldet und kann sich nicht mehr anmelden, bis Sie das Konto reaktivieren."
        confirmLabel="Deaktivieren"
        pending={update.isPending}
        onConfirm={() => setActive(false)}
      />
    </li>
  );
}

/** The team's accounts with role, state and the owner's actions. */
export function AccountList({ accounts, selfId }: { accounts: Account[]; selfId: number | undefined }) {
  return (
    <ul aria-label="Konten" className="divide-y divide-border rounded-xl border border-border bg-card shadow-card">
      {accounts.map((account) => (
        <AccountRow key={account.id} account={account} isSelf={account.id === selfId} />
      ))}
    </ul>
  );
}
