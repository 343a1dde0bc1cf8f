import { ArrowLeft } from "lucide-react";
import { siteConfig } from "@shared/site-config";
import { BrandMark } from "@/components/layout/brand-logo";
import { Card } from "@/components/ui/card";
import { ThemeMenu } from "@/components/theme/theme-menu";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { LoginForm } from "./login-form";

/** The sign-in page: brand, form, theme choice and the way back to the website. */
export function LoginScreen() {
  return (
    <AuthScreen title="Anmeldung">
      <LoginForm />
      <p className="mt-5 text-center text-sm">
        <Link href="/password-reset" className="font-semibold text-primary hover:underline">
          Passwort vergessen?
        </Link>
      </p>
    </AuthScreen>
  );
}

/** The frame of the pages before signing in (login, invitation, password reset). */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-secondary/60 to-background">
      <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
        {/* A plain link: the website is outside the /admin router. */}
        <a
          href="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-foreground/85 hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Zurück zur Website
        </a>
        <ThemeMenu />
      </header>
      <main id="admin-main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md p-6 sm:p-8">
          <div className="mb-7 flex flex-col items-center text-center">
            <BrandMark className="size-12" />
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-foreground">{title}</h1>
            <p className="mt-1.5 text-sm text-muted-foreground">Verwaltung von {siteConfig.name}</p>
          </div>
          {children}
        </Card>
      </main>
    </div>
  );
}
