import { Link } from "wouter";
import { Lock } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { AdminNotice } from "./admin-notice";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { AdminBrand } from "./admin-brand";

/** What a signed-out visitor sees on pages that explain instead of redirecting (the scraper). */
export function UnauthorizedNotice({ loginHref }: { loginHref: string }) {
  useAdminTitle("Nicht autorisiert");
  return (
    <main
      id="admin-main"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-background px-4 py-12"
    >
      <AdminBrand />
      <AdminNotice
        icon={Lock}
        title="Nicht autorisiert"
        description="Sie müssen angemeldet sein, um auf diese Seite zuzugreifen."
        className="w-full max-w-lg"
        action={
          <Link href={loginHref} className={buttonClasses()}>
            Zur Anmeldung
          </Link>
        }
      />
    </main>
  );
}
