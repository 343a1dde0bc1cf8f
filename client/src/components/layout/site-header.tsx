import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { Menu, X } from "lucide-react";
import { cn } from "@/lib/cn";
import { useScrolled } from "@/hooks/use-scrolled";
import { Button, buttonClasses } from "@/components/ui/button";
import { ThemeMenu } from "@/components/theme/theme-menu";
import { FAVORITES_PATH, FavoritesIconLink, FavoritesMenuLink } from "@/components/favorites/favorites-link";
import { BrandLogo } from "./brand-logo";
import { currentState, mainNavigation } from "./navigation";

/** The header turns opaque after 10 px of scrolling. */
const SCROLL_THRESHOLD_PX = 10;
const MOBILE_MENU_ID = "mobile-navigation";

/**
 * Fixed header: transparent at the top of the page, opaque once scrolled or while the mobile menu
 * is open. Pages start below it (PublicLayout pads <main> by --header-height); a hero may pull
 * itself up behind it with `-mt-(--header-height) pt-(--header-height)`.
 */
export function SiteHeader() {
  const [location] = useLocation();
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX);
  // The menu remembers where it was opened, so it is closed as soon as the route changes.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const opaque = scrolled || menuOpen;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenedAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header
      data-opaque={opaque}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,box-shadow] duration-300",
        opaque
          ? "border-border bg-background/95 shadow-[0_8px_24px_-18px_rgb(14_27_44/0.35)] backdrop-blur-md"
          : "border-transparent bg-transparent",
      )}
    >
      <div className="container-page flex h-(--header-height) items-center justify-between gap-4">
        <BrandLogo />

        <nav aria-label="Hauptnavigation" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => {
              const current = currentState(item.href, location);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current}
                    className={cn(
                      "relative inline-flex h-11 items-center rounded-full px-3.5 text-[0.9375rem] font-medium transition-colors",
                      current
                        ? "font-semibold text-foreground after:absolute after:inset-x-3.5 after:bottom-1.5 after:h-0.5 after:rounded-full after:bg-accent"
                        : "text-foreground/80 hover:bg-muted hover:text-foreground",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-1.5">
          {/* Below 360 px the bar has no room for the heart beside the menu (WCAG 1.4.10 reflow): the
              menu's 'Merkliste' entry carries the link and its count there. */}
          <div className="max-[360px]:hidden">
            <FavoritesIconLink current={location === FAVORITES_PATH ? "page" : undefined} />
          </div>
          <ThemeMenu />
          <div className="hidden xl:block">
            <Link href="/contact" className={buttonClasses({ variant: "primary", size: "sm" })}>
              Beratung vereinbaren
            </Link>
          </div>
          <div className="lg:hidden">
            <Button
              ref={toggleRef}
              variant="ghost"
              size="icon"
              aria-label="Menü"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setOpenedAt(menuOpen ? null : location)}
            >
              {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            </Button>
          </div>
        </div>
      </div>

      {menuOpen && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label="Hauptnavigation"
          className="max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-border lg:hidden"
        >
          <ul className="container-page grid gap-1 py-4">
            {mainNavigation.map((item) => {
              const current = currentState(item.href, location);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current}
                    onClick={() => setOpenedAt(null)}
                    className={cn(
                      "flex min-h-12 items-center rounded-xl px-4 text-lg font-medium",
                      current ? "bg-secondary text-secondary-foreground" : "text-foreground hover:bg-muted",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li>
              <FavoritesMenuLink
                current={location === FAVORITES_PATH ? "page" : undefined}
                onClick={() => setOpenedAt(null)}
                className={cn(
                  "flex min-h-12 items-center gap-3 rounded-xl px-4 text-lg font-medium",
                  location === FAVORITES_PATH
                    ? "bg-secondary text-secondary-foreground"
                    : "text-foreground hover:bg-muted",
                )}
              />
            </li>
            <li className="pt-3">
              <Link
                href="/contact"
                onClick={() => setOpenedAt(null)}
                className={buttonClasses({ size: "lg", className: "w-full" })}
              >
                Beratung vereinbaren
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
