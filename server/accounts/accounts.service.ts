import { accountRoleLabels } from "@shared/enums";
import type { AccountPatch, InviteAccountInput } from "@shared/validation/accounts";
import type { AuditService } from "../audit/audit.service";
import type { Account, UsersRepo } from "../auth/auth.repo";
import { conflict, notFound } from "../http/errors";

export const accountMessages = {
  notFound: "Konto nicht gefunden",
  duplicateUsername: "Dieser Benutzername wird bereits verwendet.",
  duplicateEmail: "Für diese E-Mail-Adresse gibt es bereits ein Konto.",
  lastOwner:
    "Das letzte aktive Inhaber-Konto kann nicht deaktiviert oder zum Mitarbeiter gemacht werden. Ernennen Sie zuerst eine weitere Person zum Inhaber.",
};

/** What happens after an account was created without a password (the invitation mail). */
export type InvitationSender = (account: Account) => Promise<void>;

/** The team's accounts: owners invite, change roles, deactivate and reactivate. */
export function createAccountsService(repo: UsersRepo, audit: AuditService, sendInvitation?: InvitationSender) {
  async function account(id: number): Promise<Account> {
    const found = await repo.findAccount(id);
    if (!found) throw notFound(accountMessages.notFound);
    return found;
  }

  return {
    list: () => repo.list(),

    async invite(input: InviteAccountInput): Promise<Account> {
      if (await repo.findByUsername(input.username)) {
        throw conflict(accountMessages.duplicateUsername, [
          { path: "username", message: accountMessages.duplicateUsername },
        ]);
      }
      if (await repo.findByEmail(input.email)) {
        throw conflict(accountMessages.duplicateEmail, [{ path: "email", message: accountMessages.duplicateEmail }]);
      }
      const created = await repo.insert({ ...input, passwordHash: null });
      const invited = await account(created.id);
      await audit.record({
        action: "account.invited",
        summary: `Konto ${invited.username} (${accountRoleLabels[invited.role]}) angelegt und eingeladen`,
        recordType: "user",
        recordId: invited.id,
      });
      await sendInvitation?.(invited);
      return invited;
    },

    /** Role and/or active; the last active owner stays an active owner. Deactivating ends its sessions at once. */
    async update(id: number, patch: AccountPatch): Promise<Account> {
      const before = await account(id);
      if ((await repo.updateKeepingAnOwner(id, patch)) === "last-owner") throw conflict(accountMessages.lastOwner);
      if (patch.active === false && before.active) {
        const ended = await repo.endSessions(id);
        await audit.record({
          action: "account.deactivated",
          summary: `Konto ${before.username} deaktiviert${ended ? ` (${ended} Sitzung${ended === 1 ? "" : "en"} beendet)` : ""}`,
          recordType: "user",
          recordId: id,
        });
      }
      if (patch.active === true && !before.active) {
        await audit.record({
          action: "account.reactivated",
          summary: `Konto ${before.username} reaktiviert`,
          recordType: "user",
          recordId: id,
        });
      }
      if (patch.role && patch.role !== before.role) {
        await audit.record({
          action: "account.role_changed",
          summary: `Rolle von ${before.username}: ${accountRoleLabels[before.role]} → ${accountRoleLabels[patch.role]}`,
          recordType: "user",
          recordId: id,
        });
      }
      return account(id);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
