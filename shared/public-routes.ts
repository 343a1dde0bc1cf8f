import { parse } from "regexparam";

/** What the server looks up before rendering a page: its head, or that the page does not exist (404). */
/** `personal`: a page that differs per visitor (the Merkliste, a link from a mail): no sitemap entry, not indexed. */
/** `list`: the listing search, whose first page the server embeds in the document. */
/** `blog`: the blog's index, which shows the published posts. */
export type PageKind = "home" | "list" | "property" | "blog" | "blogPost" | "application" | "static" | "personal";

export type PublicRoute = {
  /** wouter/regexparam pattern, e.g. "/properties/:id". */
  path: string;
  /** The page's module relative to the client root (the build manifest's key). */
  module: `src/pages/public/${string}.tsx`;
  kind: PageKind;
  /**
   * "browser": the server sends the page's head only and the browser renders it (a form that
   * restores a draft from this browser's storage, a link from a mail that acts on its token).
   * Every other public page is rendered on the server and hydrated in the browser.
   */
  render?: "browser";
};

/**
 * Every public page of the website, the one table the client router, the sitemap, the server's
 * head rendering and its chunk preloading read. A path matching none of them is answered with the
 * not-found page and HTTP 404.
 */
export const publicRoutes = [
  { path: "/", module: "src/pages/public/home.tsx", kind: "home" },
  { path: "/services", module: "src/pages/public/services.tsx", kind: "static" },
  { path: "/properties", module: "src/pages/public/properties.tsx", kind: "list" },
  { path: "/properties/:id", module: "src/pages/public/property-detail.tsx", kind: "property" },
  { path: "/application/:id", module: "src/pages/public/application.tsx", kind: "application", render: "browser" },
  { path: "/about-us", module: "src/pages/public/about-us.tsx", kind: "static" },
  { path: "/blog", module: "src/pages/public/blog.tsx", kind: "blog" },
  { path: "/blog/:slug", module: "src/pages/public/blog-post.tsx", kind: "blogPost" },
  { path: "/contact", module: "src/pages/public/contact.tsx", kind: "static" },
  { path: "/favorites", module: "src/pages/public/favorites.tsx", kind: "personal" },
  { path: "/legal", module: "src/pages/public/legal.tsx", kind: "static" },
  {
    path: "/withdraw-application",
    module: "src/pages/public/withdraw-application.tsx",
    kind: "personal",
    render: "browser",
  },
  {
    path: "/search-alerts/confirm",
    module: "src/pages/public/search-alert-confirm.tsx",
    kind: "personal",
    render: "browser",
  },
  {
    path: "/search-alerts/unsubscribe",
    module: "src/pages/public/search-alert-unsubscribe.tsx",
    kind: "personal",
    render: "browser",
  },
] as const satisfies readonly PublicRoute[];

/** The admin area: one client route with its own router (and its own not-found page) inside. */
export const ADMIN_BASE = "/admin";

/** Pages without parameters, the same for every visitor: the sitemap lists them. */
export const staticPublicPaths = publicRoutes
  .filter((route) => !route.path.includes(":") && route.kind !== "personal")
  .map((route) => route.path);

const compiled = publicRoutes.map((route) => ({ route, ...parse(route.path) }));

/** The public route `path` belongs to, with its parameters (still URL-encoded), or undefined. */
export function matchPublicRoute(path: string): { route: PublicRoute; params: Record<string, string> } | undefined {
  for (const { route, pattern, keys } of compiled) {
    const match = pattern.exec(path);
    if (match) return { route, params: Object.fromEntries(keys.map((key, i) => [key, match[i + 1]])) };
  }
  return undefined;
}

/** Whether the website has a page at `path` (a public page or anything in the admin area). */
export const isKnownPagePath = (path: string) =>
  path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`) || matchPublicRoute(path) !== undefined;
