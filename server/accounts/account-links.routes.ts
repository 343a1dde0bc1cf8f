import { Router, type RequestHandler } from "express";
import { passwordResetRequestSchema, tokenPasswordSchema } from "@shared/validation/accounts";
import { isCommonPassword } from "../auth/common-passwords";
import { withInput } from "../http/validate";
import type { AccountLinksService } from "./account-links.service";

/** /api/auth: invitations and 'Passwort vergessen' (public: the one-time link is the proof). */
export function accountLinkRoutes(links: AccountLinksService, resetLimit: RequestHandler): Router {
  const router = Router();
  const withPassword = tokenPasswordSchema(isCommonPassword);
  router.post(
    "/invitation",
    ...withInput({ body: withPassword }, async ({ body }, _req, res) => {
      await links.acceptInvitation(body.token, body.password);
      res.status(204).end();
    }),
  );
  // 202 whether or not an account has this address: nobody learns which addresses have accounts.
  router.post(
    "/password-reset",
    resetLimit,
    ...withInput({ body: passwordResetRequestSchema }, async ({ body }, _req, res) => {
      await links.requestReset(body.email);
      res.status(202).json({
        message: "Wenn zu dieser Adresse ein Konto gehört, haben wir einen Link zum Zurücksetzen geschickt.",
      });
    }),
  );
  router.post(
    "/password-reset/confirm",
    ...withInput({ body: withPassword }, async ({ body }, _req, res) => {
      await links.confirmReset(body.token, body.password);
      res.status(204).end();
    }),
  );
  return router;
}
