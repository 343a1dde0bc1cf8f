import { isApiError } from "@/lib/api-client";

/**
 * A 401 from an admin endpoint: the session has expired. The admin area reacts once for every
 * request (features/admin-shell/hooks/use-session-expiry.ts), so callers skip their own error toast.
 */
export const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Set as `meta` on requests whose 401 is an answer, not an expired session (the login itself). */
export type SessionCheckMeta = { notASessionCheck?: boolean };
