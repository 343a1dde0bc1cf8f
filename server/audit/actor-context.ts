import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import type { AccountRole } from "@shared/enums";

/** The person on whose behalf the code runs: a signed-in account, or the system (daily jobs). */
export type Actor = { id: number; username: string; role: AccountRole };

const storage = new AsyncLocalStorage<Actor | null>();

/**
 * Makes the signed-in account the actor of everything this request does, so services write the
 * audit trail without every call passing the person along. Mounted after passport.
 */
export const actorContext: RequestHandler = (req, _res, next) => {
  const user = req.user;
  storage.run(user ? { id: user.id, username: user.username, role: user.role } : null, next);
};

/** Runs `work` as `actor` (sign-in, where the account is known before the session is). */
export const runAs = <T>(actor: Actor | null, work: () => T): T => storage.run(actor, work);

/** The current actor, or null for the system and for visitors. */
export const currentActor = (): Actor | null => storage.getStore() ?? null;
