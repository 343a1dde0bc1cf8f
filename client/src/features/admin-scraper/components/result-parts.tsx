// Small pieces a scraped result is shown with, in the table (desktop) and the cards (phone).
import { useState } from "react";
import { ExternalLink, ImageOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { isUntranslated, thumbnailUrl } from "../lib/result-view";
import type { ScraperResult } from "@shared/contracts/scraper";

export function ResultThumbnail({ result, className }: { result: ScraperResult; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = thumbnailUrl(result);
  const box = cn("size-14 shrink-0 overflow-hidden rounded-lg bg-muted", className);
  if (!src || failed) {
    return (
      <span className={cn(box, "inline-flex items-center justify-center text-muted-foreground")}>
        <ImageOff aria-hidden className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={cn(box, "object-cover")}
    />
  );
}

export function UntranslatedBadge({ result }: { result: ScraperResult }) {
  if (!isUntranslated(result)) return null;
  return (
    <Badge variant="outline" className="w-fit" title="Die Beschreibung liegt nur im Original (Niederländisch) vor.">
      Nicht übersetzt
    </Badge>
  );
}

export function ResultStatus({ result }: { result: ScraperResult }) {
  if (result.status === "ok") return <Badge variant="success">Ausgelesen</Badge>;
  return (
    <div className="grid gap-1">
      <Badge variant="destructive" className="w-fit">
        Fehlgeschlagen
      </Badge>
      {result.error && <p className="text-sm text-destructive">{result.error}</p>}
    </div>
  );
}

export function SourceLink({ result }: { result: ScraperResult }) {
  return (
    <a
      href={result.sourceUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      Auf Funda ansehen
      <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only">: Inserat {result.title ?? result.sourceUrl} öffnen (neuer Tab)</span>
    </a>
  );
}
