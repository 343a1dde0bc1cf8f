import { Router, type RequestHandler } from "express";
import type { PassportStatic } from "passport";
import { authStatusAnswer, authUserAnswer } from "@shared/contracts/auth";
import { loginSchema } from "@shared/validation/auth";
import { passwordChangeSchema } from "@shared/validation/accounts";
import { requireAdmin } from "../http/guards";
import { isCommonPassword } from "./common-passwords";
import type { AuthService } from "./auth.service";
import { HttpError } from "../http/errors";
import { sendJson } from "../http/send-json";
import { validate, withInput } from "../http/validate";
import { SESSION_COOKIE } from "@shared/browser-storage";
import type { PublicUser } from "./auth.repo";

export const loginFailed = "Ungültiger Benutzername oder Passwort.";

export function authRoutes(passport: PassportStatic, loginLimits: RequestHandler[], auth: AuthService): Router {
  const router = Router();

  router.get("/status", (req, res) => {
    const user = req.user ? { id: req.user.id, username: req.user.username, role: req.user.role } : null;
    sendJson(res, authStatusAnswer, { authenticated: Boolean(user), user });
  });

  router.post("/login", ...loginLimits, validate("body", loginSchema), (req, res, next) => {
    passport.authenticate("local", (err: unknown, user: PublicUser | false) => {
      if (err) return next(err);
      if (!user) return next(new HttpError(401, loginFailed));
      // passport regenerates the session id here, so a planted cookie is worthless.
      req.login(user, (loginError) => {
        if (loginError) return next(loginError);
        sendJson(res, authUserAnswer, { id: user.id, username: user.username, role: user.role });
      });
    })(req, res, next);
  });

  // Own password: the current one is required; every other session of the account ends.
  router.post(
    "/password",
    requireAdmin,
    ...withInput({ body: passwordChangeSchema(isCommonPassword) }, async ({ body }, req, res) => {
      await auth.changePassword(req.user!, body.currentPassword, body.newPassword, req.sessionID);
      res.status(204).end();
    }),
  );

  router.post("/logout", (req, res, next) => {
    req.logout((logoutError) => {
      if (logoutError) return next(logoutError);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie(SESSION_COOKIE).status(204).end();
      });
    });
  });

  return router;
}
