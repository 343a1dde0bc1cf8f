import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuthStatus } from "@/features/auth/api/use-auth-status";
import { loginPathFor } from "@/features/auth/lib/next-path";
import { UnauthorizedNotice } from "./unauthorized-notice";

type RequireAdminProps = {
  children: ReactNode;
  /** "redirect" (default): to /admin/login?next=…; "notice": explain on the spot ('Nicht autorisiert'). */
  whenSignedOut?: "redirect" | "notice";
};

/** Shows its children to a signed-in admin only. Paths are relative to /admin (nested router). */
export function RequireAdmin({ children, whenSignedOut = "redirect" }: RequireAdminProps) {
  const { data: status, isPending } = useAuthStatus();
  const [location] = useLocation();
  const search = useSearch();

  if (isPending) return <PageSpinner label="Anmeldung wird geprüft..." />;
  if (status?.authenticated) return children;

  // "~" leaves the nested /admin router: the login path is absolute.
  const here = `/admin${location === "/" ? "" : location}${search ? `?${search}` : ""}`;
  const loginHref = `~${loginPathFor(here)}`;
  if (whenSignedOut === "notice") return <UnauthorizedNotice loginHref={loginHref} />;
  return <Redirect to={loginHref} replace />;
}
