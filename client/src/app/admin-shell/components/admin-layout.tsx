import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { AdminMobileBar } from "./admin-mobile-bar";
import { AdminSidebar } from "./admin-sidebar";

/** Shell of every signed-in admin page: sidebar (desktop) or top bar with drawer (phone), then the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // Braces matter: newer browsers return a Promise from scrollTo, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-full focus:bg-primary focus:px-5 focus:py-3 focus:font-semibold focus:text-primary-foreground"
      >
        Zum Inhalt springen
      </a>
      <aside className="sticky top-0 hidden h-dvh border-r border-border bg-card lg:block">
        <AdminSidebar />
      </aside>
      <div className="flex min-w-0 flex-col">
        <AdminMobileBar />
        <main id="admin-main" tabIndex={-1} className="flex-1 px-4 pb-16 pt-6 outline-none sm:px-6 lg:px-10 lg:pt-10">
          <div className="mx-auto w-full max-w-7xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
