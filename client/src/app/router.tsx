import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { PageSpinner } from "@/components/ui/spinner";
import NotFoundPage from "@/pages/public/not-found";
import { publicPages } from "./public-pages";

// ─── ADMIN ROUTES ──────────────────────────────────────────────────────────────────────────────
// The whole admin area loads lazily so none of it reaches the public entry chunk: visitors never
// download admin code (the home page has a JavaScript budget, see docs/performance.md).
// AdminApp brings its own <ThemeProvider storageKey={ADMIN_THEME_STORAGE_KEY}>, shell and routes;
// inside the nested route, paths are relative: "/" is /admin, "/login" is /admin/login.
const AdminApp = lazy(() => import("@/pages/admin/admin-app"));
// ────────────────────────────────────────────────────────────────────────────────────────────────

function PublicRoutes({ pageMissing }: { pageMissing?: boolean }) {
  return (
    <ThemeProvider>
      <PublicLayout>
        {/* Inside the layout, so header and footer stay while a page chunk loads. */}
        <Suspense fallback={<PageSpinner />}>
          {pageMissing ? (
            <NotFoundPage />
          ) : (
            <Switch>
              {publicPages.map(([path, page]) => (
                <Route key={path} path={path} component={page} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          )}
        </Suspense>
      </PublicLayout>
    </ThemeProvider>
  );
}

/** `pageMissing`: the server found no page for the path (a listing or post visitors may not see). */
export function AppRouter({ pageMissing }: { pageMissing?: boolean }) {
  return (
    <Switch>
      <Route path="/admin" nest>
        <Suspense fallback={<PageSpinner />}>
          <AdminApp />
        </Suspense>
      </Route>
      <Route>
        <PublicRoutes pageMissing={pageMissing} />
      </Route>
    </Switch>
  );
}
