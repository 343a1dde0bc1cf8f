import { routeHandlers } from "../http/mount-routes";
import type { AccountsService } from "./accounts.service";

/** The team's accounts, for owners only. */
export const accountsHandlers = (accounts: AccountsService) =>
  routeHandlers({
    listAccounts: async (_input, reply) => reply(200, await accounts.list()),
    inviteAccount: async ({ body }, reply) => reply(201, await accounts.invite(body)),
    updateAccount: async ({ params, body }, reply) => reply(200, await accounts.update(params.id, body)),
  });
