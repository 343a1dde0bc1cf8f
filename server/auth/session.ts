import type { IncomingMessage } from "node:http";
import { Router, type RequestHandler } from "express";
import session from "express-session";
import connectPgSimple from "connect-pg-simple";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import { SESSION_COOKIE, SESSION_DAYS } from "@shared/browser-storage";
import type { QueryPool } from "../db/client";
import type { AuthService } from "./auth.service";
import type { PublicUser } from "./auth.repo";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User extends PublicUser {}
  }
}

/** Sessions in PostgreSQL (both drivers), so a restart does not sign anyone out. */
export function sessionMiddleware(options: { pool: QueryPool; secret: string; secure: boolean }): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    store: new PgStore({
      pool: options.pool as never,
      tableName: "session",
      createTableIfMissing: false,
      pruneSessionInterval: 60 * 15,
    }),
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: options.secure,
      maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
    },
  });
}

const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether the request may belong to a signed-in person (only the session store can say for sure). */
export const carriesSessionCookie = (req: IncomingMessage): boolean =>
  req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;

/**
 * Runs the session handlers only where a session can matter: a read without the session cookie
 * (every visitor browsing listings) has no session to load and starts none. Skipping saves a new
 * session id and object per request on the API's busiest path; the guards (http/guards.ts) treat
 * a request that passport never saw as signed out.
 */
export function sessionWhenNeeded(handlers: RequestHandler[]): RequestHandler {
  const chain = Router().use(handlers);
  return (req, res, next) => {
    if (readOnlyMethods.has(req.method) && !carriesSessionCookie(req)) return next();
    chain(req, res, next);
  };
}

export function configurePassport(auth: AuthService): passport.PassportStatic {
  const instance = new passport.Passport() as unknown as passport.PassportStatic;
  instance.use(
    new LocalStrategy((username, password, done) => {
      auth.authenticate(username, password).then((user) => done(null, user ?? false), done);
    }),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser((id: number, done) => {
    // Asked on every request: a deactivated account's cookie is refused at once.
    auth.findUser(id).then((user) => done(null, user ?? false), done);
  });
  return instance;
}
