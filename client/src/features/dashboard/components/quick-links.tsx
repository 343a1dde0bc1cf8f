import type { ReactNode } from "react";
import { Link } from "wouter";
import { ExternalLink, FilePlus2, FileText, Globe, Plus } from "lucide-react";
import { Card } from "@/components/ui/card";

const linkClasses =
  "flex min-h-14 items-center gap-3 rounded-lg border border-border px-4 font-medium text-foreground transition-colors hover:border-primary/40 hover:bg-muted";

function QuickLinkIcon({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground [&_svg]:size-5">
      {children}
    </span>
  );
}

/** Shortcuts to the most frequent tasks. */
export function QuickLinks() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-h3 text-foreground">Schnellzugriff</h2>
      <ul className="mt-4 grid gap-2.5">
        <li>
          <Link href="/properties/new" className={linkClasses}>
            <QuickLinkIcon>
              <Plus aria-hidden />
            </QuickLinkIcon>
            Neue Immobilie anlegen
          </Link>
        </li>
        <li>
          <Link href="/blog/new" className={linkClasses}>
            <QuickLinkIcon>
              <FilePlus2 aria-hidden />
            </QuickLinkIcon>
            Neuen Blogbeitrag schreiben
          </Link>
        </li>
        <li>
          <Link href="/applications" className={linkClasses}>
            <QuickLinkIcon>
              <FileText aria-hidden />
            </QuickLinkIcon>
            Bewerbungen prüfen
          </Link>
        </li>
        <li>
          <a href="/" target="_blank" rel="noopener" className={linkClasses}>
            <QuickLinkIcon>
              <Globe aria-hidden />
            </QuickLinkIcon>
            Website besuchen
            <ExternalLink aria-hidden className="ml-auto size-4 text-muted-foreground" />
            <span className="sr-only">(öffnet in neuem Tab)</span>
          </a>
        </li>
      </ul>
    </Card>
  );
}
