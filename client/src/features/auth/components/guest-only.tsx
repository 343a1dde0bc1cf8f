import type { ReactNode } from "react";
import { Redirect, useSearch } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuthStatus } from "../api/use-auth-status";
import { safeNextPath } from "../lib/next-path";

/**
 * The login page's rule: a signed-in admin goes on to ?next= (or the dashboard). This also completes
 * a successful login, because useLogin puts "signed in" into the status.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: status, isPending } = useAuthStatus();
  const next = new URLSearchParams(useSearch()).get("next");
  if (isPending) return <PageSpinner label="Anmeldung wird geprüft..." />;
  if (status?.authenticated) return <Redirect to={`~${safeNextPath(next)}`} replace />;
  return children;
}
