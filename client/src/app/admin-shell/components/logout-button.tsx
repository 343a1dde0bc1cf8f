import { useLocation } from "wouter";
import { LogOut } from "lucide-react";
import { cn } from "@/lib/cn";
import { useLogout } from "@/features/auth/api/use-logout";

/** 'Abmelden': ends the session and opens the login page. */
export function LogoutButton({ className }: { className?: string }) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  return (
    <button
      type="button"
      disabled={logout.isPending}
      onClick={() =>
        logout
          .mutateAsync()
          .catch(() => undefined)
          .finally(() => navigate("/login", { replace: true }))
      }
      className={cn(
        "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-[0.9375rem] font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground disabled:opacity-55 [&_svg]:size-5",
        className,
      )}
    >
      <LogOut aria-hidden />
      Abmelden
    </button>
  );
}
