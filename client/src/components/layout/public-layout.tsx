import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { deferredPart } from "@/lib/deferred-part";
import { SiteHeader } from "./site-header";

const FOOTER_ID = "site-footer";
// Below the fold on every page: its code loads when the visitor scrolls towards it.
const SiteFooter = deferredPart(FOOTER_ID, () => import("./site-footer"));

/**
 * New route: start at the top, or at the #anchor when the link has one (e.g. /services#verwaltung).
 * Not for the page the visitor arrived on: the browser scrolled the server's HTML to its anchor,
 * and the visitor may have scrolled on before the page hydrated.
 */
function useScrollOnNavigate() {
  const [location] = useLocation();
  const arrivedAt = useRef(location);
  useEffect(() => {
    if (location === arrivedAt.current) return;
    arrivedAt.current = "";
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
}

/** Shell of every public page: skip link, fixed header, <main> (padded below the header), footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-full focus:bg-primary focus:px-5 focus:py-3 focus:font-semibold focus:text-primary-foreground"
      >
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 pt-(--header-height) outline-none">
        {children}
      </main>
      <div id={FOOTER_ID}>
        <SiteFooter />
      </div>
    </div>
  );
}
