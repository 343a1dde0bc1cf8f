import { Link } from "wouter";
import { KeyRound } from "lucide-react";
import { accountRoleLabels } from "@shared/enums";
import { ThemeMenu } from "@/components/theme/theme-menu";
import { useAuthStatus } from "@/features/auth/api/use-auth-status";
import { AdminBrand } from "./admin-brand";
import { AdminNav } from "./admin-nav";
import { LogoutButton } from "./logout-button";

/** Content of the sidebar (desktop) and the drawer (phone): brand, sections, account. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { data: status } = useAuthStatus();
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center justify-between gap-2 px-1">
        <AdminBrand onNavigate={onNavigate} />
      </div>
      <div className="flex-1 overflow-y-auto">
        <AdminNav onNavigate={onNavigate} />
      </div>
      <div className="grid gap-1 border-t border-border pt-4">
        <div className="flex items-center justify-between gap-2 px-3">
          <p className="min-w-0 truncate text-sm text-muted-foreground">
            Angemeldet als <span className="font-semibold text-foreground">{status?.user?.username ?? "Admin"}</span>
            {status?.user && <span className="block text-xs">{accountRoleLabels[status.user.role]}</span>}
          </p>
          <ThemeMenu />
        </div>
        <Link
          href="/password"
          onClick={onNavigate}
          className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-[0.9375rem] font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground"
        >
          <KeyRound aria-hidden className="size-5 shrink-0" />
          Passwort ändern
        </Link>
        <LogoutButton />
      </div>
    </div>
  );
}
