import { randomBytes } from "node:crypto";
import type { Logger } from "../logger";
import { hashPassword, timingDummyHash, verifyPassword } from "./password";
import type { PublicUser, UsersRepo } from "./auth.repo";

export function createAuthService(repo: UsersRepo) {
  return {
    /** The user when the password matches; undefined otherwise, in the same time either way. */
    async authenticate(username: string, password: string): Promise<PublicUser | undefined> {
      const user = await repo.findByUsername(username);
      const ok = await verifyPassword(password, user?.password ?? (await timingDummyHash()));
      return user && ok ? { id: user.id, username: user.username } : undefined;
    },
    findUser: (id: number) => repo.findPublicById(id),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Creates the admin account on first start. Production needs ADMIN_PASSWORD; development
 * generates one and prints it once.
 */
export async function ensureAdminUser(
  repo: UsersRepo,
  options: { username: string; password?: string; isProduction: boolean; logger: Logger },
): Promise<void> {
  if (await repo.findByUsername(options.username)) return;
  let password = options.password;
  if (!password) {
    if (options.isProduction) {
      throw new Error(
        "ADMIN_PASSWORD fehlt: Beim ersten Start im Produktivbetrieb muss ein Admin-Passwort gesetzt sein.",
      );
    }
    password = randomBytes(9).toString("base64url");
    options.logger.warn(
      `Admin-Zugang angelegt: Benutzer "${options.username}", Passwort "${password}" (nur einmal angezeigt; ADMIN_PASSWORD setzen, um es selbst zu wählen)`,
    );
  }
  await repo.insert(options.username, await hashPassword(password));
  options.logger.info({ username: options.username }, "admin user created");
}
