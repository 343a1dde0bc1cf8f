import type { RequestHandler } from "express";
import type { PassportStatic } from "passport";
import { passwordChangeSchema } from "@shared/validation/accounts";
import { SESSION_COOKIE } from "@shared/browser-storage";
import { routeTable } from "@shared/api/routes/index";
import { HttpError } from "../http/errors";
import { routeHandlers, withSchemas } from "../http/mount-routes";
import { isCommonPassword } from "./common-passwords";
import type { AuthService } from "./auth.service";
import type { PublicUser } from "./auth.repo";

export const loginFailed = "Ungültiger Benutzername oder Passwort.";

export const authHandlers = (passport: PassportStatic, auth: AuthService) =>
  routeHandlers({
    authStatus: (_input, reply, req) => {
      const user = req.user ? { id: req.user.id, username: req.user.username, role: req.user.role } : null;
      reply(200, { authenticated: Boolean(user), user });
    },
    login: (_input, reply, req, res) =>
      new Promise<void>((resolve, reject) => {
        const next: Parameters<RequestHandler>[2] = (error) => (error ? reject(error) : resolve());
        passport.authenticate("local", (err: unknown, user: PublicUser | false) => {
          if (err) return next(err);
          if (!user) return next(new HttpError(401, loginFailed));
          // passport regenerates the session id here, so a planted cookie is worthless.
          req.login(user, (loginError) => {
            if (loginError) return next(loginError);
            reply(200, { id: user.id, username: user.username, role: user.role });
            resolve();
          });
        })(req, res, next);
      }),
    // Own password: the current one is required; every other session of the account ends.
    changePassword: withSchemas(
      routeTable.changePassword,
      { body: passwordChangeSchema(isCommonPassword) },
      async ({ body }, reply, req) => {
        await auth.changePassword(req.user!, body.currentPassword, body.newPassword, req.sessionID);
        reply(204);
      },
    ),
    logout: (_input, _reply, req, res) =>
      new Promise<void>((resolve, reject) => {
        req.logout((logoutError) => {
          if (logoutError) return reject(logoutError);
          req.session.destroy((destroyError) => {
            if (destroyError) return reject(destroyError);
            res.clearCookie(SESSION_COOKIE).status(204).end();
            resolve();
          });
        });
      }),
  });
