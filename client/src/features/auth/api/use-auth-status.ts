import { queryOptions, useQuery } from "@tanstack/react-query";
import { authStatus } from "@shared/api/endpoints/admin";
import type { AuthStatus } from "@shared/contracts/auth";
import { callApi } from "@/lib/call-api";
import { authStatusQueryKey, readCachedAuthStatus, writeCachedAuthStatus } from "../lib/auth-status";

/** GET /api/auth/status; remembered in sessionStorage and used from there when the request fails. */
export async function fetchAuthStatus(): Promise<AuthStatus> {
  try {
    const status = await callApi(authStatus);
    writeCachedAuthStatus(status);
    return status;
  } catch (error) {
    const cached = readCachedAuthStatus();
    if (cached) return cached;
    throw error;
  }
}

/** The signed-in state of the admin area (asked once per visit; login, logout and a 401 update it). */
export const authStatusQuery = () => queryOptions({ queryKey: authStatusQueryKey, queryFn: fetchAuthStatus });

export function useAuthStatus() {
  return useQuery(authStatusQuery());
}
