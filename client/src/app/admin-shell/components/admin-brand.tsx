import { Link } from "wouter";
import { siteConfig } from "@shared/site-config";
import { BrandMark } from "@/components/layout/brand-logo";

/** Logo of the admin area: links to the dashboard. */
export function AdminBrand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link href="/" onClick={onNavigate} className="inline-flex min-h-11 items-center gap-3 rounded-lg">
      <BrandMark className="size-9" />
      <span className="flex flex-col">
        <span className="text-base font-bold leading-none tracking-tight text-foreground">
          {siteConfig.name.split(" ")[0]}
        </span>{" "}
        <span className="mt-1 text-[0.6875rem] font-semibold uppercase leading-none tracking-[0.28em] text-muted-foreground">
          Verwaltung
        </span>
      </span>
    </Link>
  );
}
