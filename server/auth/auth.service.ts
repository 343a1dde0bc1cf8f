import { randomBytes } from "node:crypto";
import type { Logger } from "../logger";
import type { AuditService } from "../audit/audit.service";
import { badRequest } from "../http/errors";
import { passwordMessages } from "@shared/validation/password";
import { hashPassword, timingDummyHash, verifyPassword } from "./password";
import type { PublicUser, UsersRepo } from "./auth.repo";

/**
 * A typed username that belongs to no account is kept only masked (its first letter and length):
 * people often type their password into the username field by mistake.
 */
export const maskedTypedName = (username: string) =>
  `${Array.from(username.trim())[0] ?? "?"}… (${Array.from(username.trim()).length} Zeichen)`;

export function createAuthService(repo: UsersRepo, audit: AuditService) {
  return {
    /**
     * The account when the password matches and it may sign in; undefined otherwise, in the same
     * time either way. Both outcomes go to the audit trail.
     */
    async authenticate(username: string, password: string): Promise<PublicUser | undefined> {
      const user = await repo.findByUsername(username);
      const ok = await verifyPassword(password, user?.password ?? (await timingDummyHash()));
      if (user && ok && user.active) {
        const signedIn = { id: user.id, username: user.username, role: user.role };
        await audit.record({
          action: "auth.sign_in",
          summary: `${user.username} hat sich angemeldet`,
          recordType: "user",
          recordId: user.id,
          actor: signedIn,
        });
        return signedIn;
      }
      if (!user) {
        await audit.record({
          action: "auth.sign_in_failed",
          summary: `Anmeldung mit unbekanntem Benutzernamen ${maskedTypedName(username)} fehlgeschlagen`,
          actor: { id: null, username: maskedTypedName(username) },
        });
        return undefined;
      }
      await audit.record({
        action: "auth.sign_in_failed",
        summary: `Anmeldung als „${user.username}“ fehlgeschlagen (${ok ? "Konto deaktiviert" : "falsches Passwort"})`,
        recordType: "user",
        recordId: user.id,
        actor: { id: user.id, username: user.username },
      });
      return undefined;
    },

    findUser: (id: number) => repo.findActivePublicById(id),

    /** The current password is required; every other session of the account ends. */
    async changePassword(user: PublicUser, currentPassword: string, newPassword: string, keepSid: string) {
      const stored = await repo.findById(user.id);
      if (!stored?.password || !(await verifyPassword(currentPassword, stored.password))) {
        throw badRequest(passwordMessages.currentWrong, [
          { path: "currentPassword", message: passwordMessages.currentWrong },
        ]);
      }
      await repo.setPassword(user.id, await hashPassword(newPassword));
      const ended = await repo.endSessions(user.id, keepSid);
      await audit.record({
        action: "auth.password_changed",
        summary: `${user.username} hat das eigene Passwort geändert${ended ? ` (${ended} andere Sitzung${ended === 1 ? "" : "en"} beendet)` : ""}`,
        recordType: "user",
        recordId: user.id,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Creates the first account, an owner, on first start. Production needs ADMIN_PASSWORD; development
 * generates one, which the start-up banner shows once. A database from before roles existed gets
 * this account as its owner (it was the only account). Returns the account when it was created
 * now, with the password only when it was generated.
 */
export async function ensureAdminUser(
  repo: UsersRepo,
  options: { username: string; password?: string; isProduction: boolean; logger: Logger },
): Promise<{ username: string; password?: string } | undefined> {
  const existing = await repo.findByUsername(options.username);
  if (existing) {
    // No active owner left (an older version let the last one be deactivated): nobody could manage
    // the team any more, so the configured admin account becomes an active owner again.
    if ((await repo.countActiveOwners()) === 0) {
      await repo.restoreOwner(existing.id);
      options.logger.warn(
        { username: options.username },
        "Kein aktives Inhaber-Konto: das Admin-Konto ist wieder aktiver Inhaber",
      );
    }
    return undefined;
  }
  if (!options.password && options.isProduction) {
    throw new Error(
      "ADMIN_PASSWORD fehlt: Beim ersten Start im Produktivbetrieb muss ein Admin-Passwort gesetzt sein.",
    );
  }
  const generated = options.password ? undefined : randomBytes(9).toString("base64url");
  const password = options.password ?? generated!;
  await repo.insert({ username: options.username, passwordHash: await hashPassword(password), role: "owner" });
  return { username: options.username, password: generated };
}
