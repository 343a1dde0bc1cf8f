import { Building2, CalendarDays, Check, Mail, Phone, Reply, RotateCcw, Trash2 } from "lucide-react";
import { formatDate } from "@shared/format";
import { siteConfig } from "@shared/site-config";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { phoneHref } from "../lib/inbox-filter";
import type { ContactMessage } from "@shared/contracts/contacts";

const copy = {
  unhandled: "Unbearbeitet",
  handled: "Bearbeitet",
  about: "Anfrage zu",
  removedProperty: "Immobilie entfernt",
  number: (id: number) => `Nr. ${id}`,
  objectNumber: (objectNumber: string) => `Objektnummer ${objectNumber}`,
  newTab: "(öffnet in neuem Tab)",
  markHandled: "Als bearbeitet markieren",
  markUnhandled: "Als unbearbeitet markieren",
  reply: "Antworten",
  replySubject: `Ihre Anfrage bei ${siteConfig.name}`,
  remove: "Löschen",
  removeLabel: (name: string) => `Nachricht von ${name} löschen`,
};

type MessageCardProps = {
  message: ContactMessage;
  busy: boolean;
  onToggleHandled: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
};

/** One contact message with sender, property, text and the handled / delete actions. */
export function MessageCard({ message: m, busy, onToggleHandled, onDelete }: MessageCardProps) {
  const headingId = `message-${m.id}-name`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      data-testid="message-card"
      data-handled={m.handled}
      className={cn("grid gap-4 p-5 sm:p-6", !m.handled && "border-l-4 border-l-accent")}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1.5">
          <h2 id={headingId} className="text-h3 text-card-foreground">
            {m.name}
          </h2>
          <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <a
              href={`mailto:${m.email}`}
              className="inline-flex min-w-0 items-center gap-1.5 text-primary underline-offset-4 hover:underline"
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="break-all">{m.email}</span>
            </a>
            {m.phone && (
              <a
                href={phoneHref(m.phone)}
                className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
              >
                <Phone aria-hidden className="size-4 shrink-0" />
                {m.phone}
              </a>
            )}
          </div>
        </div>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>
          </span>
          <Badge variant={m.handled ? "success" : "accent"} data-testid="message-state">
            {m.handled ? copy.handled : copy.unhandled}
          </Badge>
        </div>
      </div>

      {m.propertyId !== null && (
        <p className="flex items-start gap-2 text-sm">
          <Building2 aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            <span className="text-muted-foreground">{copy.about}: </span>
            {m.propertyTitle ? (
              <a
                href={`/properties/${m.propertyId}`}
                target="_blank"
                rel="noopener"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {m.propertyTitle}
                <span className="sr-only"> {copy.newTab}</span>
              </a>
            ) : (
              <span className="italic text-muted-foreground">{copy.removedProperty}</span>
            )}
            <span className="text-muted-foreground">
              {" · "}
              {m.propertyObjectNumber ? copy.objectNumber(m.propertyObjectNumber) : copy.number(m.propertyId)}
            </span>
          </span>
        </p>
      )}

      <p className="whitespace-pre-line rounded-lg bg-muted/60 p-4 leading-relaxed text-foreground">{m.message}</p>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={m.handled ? "outline" : "primary"}
          size="sm"
          disabled={busy}
          onClick={() => onToggleHandled(m)}
        >
          {m.handled ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
          {m.handled ? copy.markUnhandled : copy.markHandled}
        </Button>
        <a
          href={`mailto:${m.email}?subject=${encodeURIComponent(copy.replySubject)}`}
          className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-foreground hover:bg-muted [&_svg]:size-4"
        >
          <Reply aria-hidden />
          {copy.reply}
        </a>
        <Button
          variant="ghost"
          size="sm"
          aria-label={copy.removeLabel(m.name)}
          className="ml-auto text-destructive hover:bg-destructive/10"
          onClick={() => onDelete(m)}
        >
          <Trash2 aria-hidden />
          {copy.remove}
        </Button>
      </div>
    </Card>
  );
}
