// Where to go after signing in: the admin page the person was sent away from (?next=…), never an
// outside address (an open redirect would let a crafted link forward a fresh session elsewhere).

export const ADMIN_HOME = "/admin";
export const ADMIN_LOGIN = "/admin/login";

/** `next` when it is an /admin page other than the login itself; otherwise /admin. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next)) return ADMIN_HOME;
  if (/[\\\s]|\/\//.test(next)) return ADMIN_HOME;
  const path = next.split(/[?#]/)[0].replace(/\/+$/, "");
  if (path === ADMIN_LOGIN) return ADMIN_HOME;
  return next;
}

/** "/admin/login?next=%2Fadmin%2Fproperties%2F12" for the page at `path` (the dashboard needs no next). */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next === ADMIN_HOME ? ADMIN_LOGIN : `${ADMIN_LOGIN}?next=${encodeURIComponent(next)}`;
}
