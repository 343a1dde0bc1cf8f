import { Link } from "wouter";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { pageItems } from "../lib/pagination";

const copy = {
  nav: "Seiten der Ergebnisliste",
  previous: "Vorherige Seite",
  next: "Nächste Seite",
  page: (n: number) => `Seite ${n}`,
};

const itemClasses =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold tabular-nums transition-colors";
const linkClasses = "border-border bg-card text-foreground hover:bg-muted";

type PaginationProps = { page: number; lastPage: number; hrefOfPage: (page: number) => string };

/** Numbered page links (each a URL, so pages can be bookmarked and the back button returns to them). */
export function Pagination({ page, lastPage, hrefOfPage }: PaginationProps) {
  if (lastPage <= 1) return null;
  const step = (target: number, label: string, icon: React.ReactNode) =>
    target >= 1 && target <= lastPage ? (
      <Link href={hrefOfPage(target)} aria-label={label} className={cn(itemClasses, linkClasses, "px-0")}>
        {icon}
      </Link>
    ) : (
      <span aria-hidden className={cn(itemClasses, "border-border/60 px-0 text-muted-foreground/60")}>
        {icon}
      </span>
    );
  return (
    <nav aria-label={copy.nav} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>{step(page - 1, copy.previous, <ChevronLeft aria-hidden className="size-5" />)}</li>
        {pageItems(page, lastPage).map((item) =>
          item.kind === "gap" ? (
            <li key={`gap-${item.after}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item.page} className={cn(item.neighbour && "hidden sm:block")}>
              {item.page === page ? (
                <span
                  aria-current="page"
                  aria-label={copy.page(item.page)}
                  className={cn(itemClasses, "border-primary bg-primary text-primary-foreground")}
                >
                  {item.page}
                </span>
              ) : (
                <Link
                  href={hrefOfPage(item.page)}
                  aria-label={copy.page(item.page)}
                  className={cn(itemClasses, linkClasses)}
                >
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>{step(page + 1, copy.next, <ChevronRight aria-hidden className="size-5" />)}</li>
      </ul>
    </nav>
  );
}
