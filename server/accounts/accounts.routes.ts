import { Router } from "express";
import { accountAnswer, accountListAnswer } from "@shared/contracts/accounts";
import { accountPatchSchema, inviteAccountSchema } from "@shared/validation/accounts";
import { idParamSchema } from "@shared/validation/common";
import { requireOwner } from "../http/guards";
import { sendJson } from "../http/send-json";
import { withInput } from "../http/validate";
import type { AccountsService } from "./accounts.service";

/** /api/users: the team's accounts, for owners only. */
export function accountsRoutes(accounts: AccountsService): Router {
  const router = Router();
  router.use(requireOwner);
  router.get("/", async (_req, res) => {
    sendJson(res, accountListAnswer, await accounts.list());
  });
  router.post(
    "/",
    ...withInput({ body: inviteAccountSchema }, async ({ body }, _req, res) => {
      sendJson(res, accountAnswer, await accounts.invite(body), 201);
    }),
  );
  router.patch(
    "/:id",
    ...withInput({ params: idParamSchema, body: accountPatchSchema }, async ({ params, body }, _req, res) => {
      sendJson(res, accountAnswer, await accounts.update(params.id, body));
    }),
  );
  return router;
}
