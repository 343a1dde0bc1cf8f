import { Link } from "wouter";
import { siteConfig } from "@shared/site-config";
import { cn } from "@/lib/cn";

/** The brand mark: a roof over the Spree. Decorative; the text next to it carries the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={cn("size-10 shrink-0", className)}>
      <rect width="40" height="40" rx="11" className="fill-primary" />
      <path
        d="M9 19.5 20 10l11 9.5"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent"
      />
      <path
        d="M12.5 18.5V29h15V18.5"
        fill="none"
        strokeWidth="2.4"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path
        d="M9 32.5c2.5-1.6 4.5-1.6 7 0s4.5 1.6 7 0 4.5-1.6 7 0"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        className="stroke-accent"
      />
    </svg>
  );
}

/** Logo link to the home page: mark + "Spreehaus Immobilien" from the site config. */
export function BrandLogo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const [first, ...rest] = siteConfig.name.split(" ");
  return (
    <Link href="/" className={cn("group inline-flex min-h-11 items-center gap-3 rounded-lg", className)}>
      <BrandMark />
      {/* Stacked lockup; the space between the spans keeps the accessible name "Spreehaus Immobilien". */}
      <span className="flex flex-col">
        <span
          className={cn(
            "text-lg font-bold leading-none tracking-tight",
            inverse ? "text-inverse-foreground" : "text-foreground",
          )}
        >
          {first}
        </span>{" "}
        <span
          className={cn(
            "mt-1 text-[0.6875rem] font-semibold uppercase leading-none tracking-[0.32em]",
            inverse ? "text-inverse-muted" : "text-muted-foreground",
          )}
        >
          {rest.join(" ")}
        </span>
      </span>
    </Link>
  );
}
