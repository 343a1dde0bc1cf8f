// The signed-in state as GET /api/auth/status reports it, and its copy in sessionStorage (when
// the status request fails, the cached status is used).

import type { AuthStatus, AuthUser } from "@shared/contracts/auth";
import { authStatus } from "@shared/api/endpoints/admin";
import { AUTH_STATUS_STORAGE_KEY } from "@shared/browser-storage";

export const authStatusQueryKey = [authStatus.path] as const;
export const signedOut: AuthStatus = { authenticated: false, user: null };

/** sessionStorage key of the cached status. */
export const AUTH_CACHE_KEY = AUTH_STATUS_STORAGE_KEY;

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// sessionStorage can be missing (tests) or throw (blocked storage): the cache is then simply empty.
const defaultStore = (): KeyValueStore | undefined => {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

const isAuthStatus = (value: unknown): value is AuthStatus => {
  if (!value || typeof value !== "object") return false;
  const { authenticated, user } = value as Record<string, unknown>;
  if (typeof authenticated !== "boolean") return false;
  if (user === null) return true;
  return !!user && typeof user === "object" && typeof (user as AuthUser).username === "string";
};

export function readCachedAuthStatus(store = defaultStore()): AuthStatus | undefined {
  try {
    const raw = store?.getItem(AUTH_CACHE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return isAuthStatus(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedAuthStatus(status: AuthStatus, store = defaultStore()): void {
  try {
    store?.setItem(AUTH_CACHE_KEY, JSON.stringify(status));
  } catch {
    // Storage full or blocked: the status still holds for this page view.
  }
}

export function clearCachedAuthStatus(store = defaultStore()): void {
  try {
    store?.removeItem(AUTH_CACHE_KEY);
  } catch {
    // Nothing to clear.
  }
}
