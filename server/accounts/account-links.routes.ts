import { routeTable } from "@shared/api/routes/index";
import { tokenPasswordSchema } from "@shared/validation/accounts";
import { isCommonPassword } from "../auth/common-passwords";
import { routeHandlers, withSchemas } from "../http/mount-routes";
import type { AccountLinksService } from "./account-links.service";

/** Invitations and 'Passwort vergessen' (public: the one-time link is the proof). */
export function accountLinkHandlers(links: AccountLinksService) {
  // The server's password rule also refuses the common passwords it keeps.
  const withPassword = { body: tokenPasswordSchema(isCommonPassword) };
  return routeHandlers({
    acceptInvitation: withSchemas(routeTable.acceptInvitation, withPassword, async ({ body }, reply) => {
      await links.acceptInvitation(body.token, body.password);
      reply(204);
    }),
    // 202 whether or not an account has this address: nobody learns which addresses have accounts.
    requestPasswordReset: async ({ body }, reply) => {
      await links.requestReset(body.email);
      reply(202, {
        message: "Wenn zu dieser Adresse ein Konto gehört, haben wir einen Link zum Zurücksetzen geschickt.",
      });
    },
    confirmPasswordReset: withSchemas(routeTable.confirmPasswordReset, withPassword, async ({ body }, reply) => {
      await links.confirmReset(body.token, body.password);
      reply(204);
    }),
  });
}
