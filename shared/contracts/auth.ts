import { accountRoles } from "../enums";
import { z } from "../validation/zod";
import type { Json } from "./json";

/** POST /api/auth/login: the signed-in account (never the password hash). */
export const authUserAnswer = z.object({ id: z.number().int(), username: z.string(), role: z.enum(accountRoles) });
export type AuthUser = Json<typeof authUserAnswer>;

/** GET /api/auth/status: whether this browser's session is signed in, and as whom. */
export const authStatusAnswer = z.object({ authenticated: z.boolean(), user: authUserAnswer.nullable() });
export type AuthStatus = Json<typeof authStatusAnswer>;
