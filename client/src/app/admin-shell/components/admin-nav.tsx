import { Link, useLocation } from "wouter";
import { ExternalLink } from "lucide-react";
import { cn } from "@/lib/cn";
import { useAdminStats } from "@/features/dashboard/api/use-admin-stats";
import { useAuthStatus } from "@/features/auth/api/use-auth-status";
import { adminCurrentState, navigationFor, websiteLink } from "../lib/admin-navigation";

const itemClasses = "flex min-h-11 items-center gap-3 rounded-lg px-3 text-[0.9375rem] font-medium transition-colors";

function UnhandledBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs font-bold leading-none text-accent-foreground">
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <span className="sr-only">
        {count === 1 ? "1 unbearbeitete Nachricht" : `${count} unbearbeitete Nachrichten`}
      </span>
    </span>
  );
}

/** The admin sections with the current one highlighted; `onNavigate` closes the phone drawer. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const { data: stats } = useAdminStats();
  const { data: status } = useAuthStatus();

  return (
    <nav aria-label="Verwaltung">
      <ul className="grid gap-1">
        {navigationFor(status?.user?.role).map(({ label, href, icon: Icon, badge }) => {
          const current = adminCurrentState(href, location);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current}
                onClick={onNavigate}
                className={cn(
                  itemClasses,
                  current
                    ? "bg-secondary font-semibold text-secondary-foreground"
                    : "text-foreground/80 hover:bg-muted hover:text-foreground",
                )}
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span>{label}</span>
                {badge === "unhandledMessages" && <UnhandledBadge count={stats?.contacts.unhandled ?? 0} />}
              </Link>
            </li>
          );
        })}
        <li>
          {/* A plain link: the website is outside the /admin router and opens in a new tab. */}
          <a
            href={websiteLink.href}
            target="_blank"
            rel="noopener"
            className={cn(itemClasses, "text-foreground/80 hover:bg-muted hover:text-foreground")}
          >
            <websiteLink.icon aria-hidden className="size-5 shrink-0" />
            <span>{websiteLink.label}</span>
            <ExternalLink aria-hidden className="ml-auto size-4 text-muted-foreground" />
            <span className="sr-only">(öffnet in neuem Tab)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
