import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ADMIN_THEME_STORAGE_KEY } from "@/components/theme/theme";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { PageSpinner } from "@/components/ui/spinner";
import { AdminLayout } from "@/app/admin-shell/components/admin-layout";
import { AdminNotFound } from "@/app/admin-shell/components/admin-not-found";
import { RequireAdmin } from "@/app/admin-shell/components/require-admin";
import { useSessionExpiry } from "@/app/admin-shell/hooks/use-session-expiry";

// The whole admin area is one lazy chunk of the public router (no admin code for visitors), and each page is a
// chunk of its own. Paths are relative to /admin (nested route).
const LoginPage = lazy(() => import("./login"));
const InvitationPage = lazy(() => import("./invitation"));
const PasswordResetPage = lazy(() => import("./password-reset"));
const DashboardPage = lazy(() => import("./dashboard"));
const PropertiesListPage = lazy(() => import("./properties-list"));
const PropertyEditPage = lazy(() => import("./property-edit"));
const ApplicationsPage = lazy(() => import("./applications"));
const BlogListPage = lazy(() => import("./blog-list"));
const BlogEditPage = lazy(() => import("./blog-edit"));
const InboxPage = lazy(() => import("./inbox"));
const OutboxPage = lazy(() => import("./outbox"));
const ImportPage = lazy(() => import("./import"));
const ScraperPage = lazy(() => import("./scraper"));
const AccountsPage = lazy(() => import("./accounts"));
const AuditPage = lazy(() => import("./audit"));
const PasswordPage = lazy(() => import("./password"));
const PrivacyPage = lazy(() => import("./privacy"));
const SystemPage = lazy(() => import("./system"));

/** Signed out, the scraper explains itself ('Nicht autorisiert'); every other page redirects. */
const explainsWhenSignedOut = (location: string) => location === "/scraper";

function SignedInArea() {
  const [location] = useLocation();
  return (
    <RequireAdmin whenSignedOut={explainsWhenSignedOut(location) ? "notice" : "redirect"}>
      <AdminLayout>
        {/* Inside the layout, so the sidebar stays while a page chunk loads. */}
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            <Route path="/" component={DashboardPage} />
            <Route path="/properties" component={PropertiesListPage} />
            <Route path="/properties/new" component={PropertyEditPage} />
            <Route path="/properties/:id" component={PropertyEditPage} />
            <Route path="/applications" component={ApplicationsPage} />
            <Route path="/blog" component={BlogListPage} />
            <Route path="/blog/new" component={BlogEditPage} />
            <Route path="/blog/:id" component={BlogEditPage} />
            <Route path="/messages" component={InboxPage} />
            <Route path="/outbox" component={OutboxPage} />
            <Route path="/import" component={ImportPage} />
            <Route path="/scraper" component={ScraperPage} />
            <Route path="/accounts" component={AccountsPage} />
            <Route path="/audit" component={AuditPage} />
            <Route path="/privacy" component={PrivacyPage} />
            <Route path="/system" component={SystemPage} />
            <Route path="/password" component={PasswordPage} />
            <Route component={AdminNotFound} />
          </Switch>
        </Suspense>
      </AdminLayout>
    </RequireAdmin>
  );
}

/** /admin/*: own theme (stored under "admin-ui-theme"), session handling, login and the signed-in shell. */
export default function AdminApp() {
  useSessionExpiry();
  return (
    <ThemeProvider storageKey={ADMIN_THEME_STORAGE_KEY}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route path="/invitation" component={InvitationPage} />
          <Route path="/password-reset" component={PasswordResetPage} />
          <Route component={SignedInArea} />
        </Switch>
      </Suspense>
    </ThemeProvider>
  );
}
