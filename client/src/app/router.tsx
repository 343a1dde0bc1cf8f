import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { PageSpinner } from "@/components/ui/spinner";
import HomePage from "@/pages/public/home";
import NotFoundPage from "@/pages/public/not-found";

// Home and 404 are in the entry chunk; every other page loads on first visit (one chunk each).
// Page modules export their component as default.
const ServicesPage = lazy(() => import("@/pages/public/services"));
const PropertiesPage = lazy(() => import("@/pages/public/properties"));
const PropertyDetailPage = lazy(() => import("@/pages/public/property-detail"));
const ApplicationPage = lazy(() => import("@/pages/public/application"));
const AboutUsPage = lazy(() => import("@/pages/public/about-us"));
const BlogPage = lazy(() => import("@/pages/public/blog"));
const BlogPostPage = lazy(() => import("@/pages/public/blog-post"));
const ContactPage = lazy(() => import("@/pages/public/contact"));
const LegalPage = lazy(() => import("@/pages/public/legal"));

// ─── ADMIN ROUTES ──────────────────────────────────────────────────────────────────────────────
// The whole admin area loads lazily so none of it reaches the public entry chunk (DECISIONS §7).
// AdminApp brings its own <ThemeProvider storageKey={ADMIN_THEME_STORAGE_KEY}>, shell and routes;
// inside the nested route, paths are relative: "/" is /admin, "/login" is /admin/login.
const AdminApp = lazy(() => import("@/pages/admin/admin-app"));
// ────────────────────────────────────────────────────────────────────────────────────────────────

function PublicRoutes() {
  return (
    <ThemeProvider>
      <PublicLayout>
        {/* Inside the layout, so header and footer stay while a page chunk loads. */}
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/services" component={ServicesPage} />
            <Route path="/properties" component={PropertiesPage} />
            <Route path="/properties/:id" component={PropertyDetailPage} />
            <Route path="/application/:id" component={ApplicationPage} />
            <Route path="/about-us" component={AboutUsPage} />
            <Route path="/blog" component={BlogPage} />
            <Route path="/blog/:slug" component={BlogPostPage} />
            <Route path="/contact" component={ContactPage} />
            <Route path="/legal" component={LegalPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </PublicLayout>
    </ThemeProvider>
  );
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/admin" nest>
        <Suspense fallback={<PageSpinner />}>
          <AdminApp />
        </Suspense>
      </Route>
      <Route component={PublicRoutes} />
    </Switch>
  );
}
