import type { ReactNode } from "react";
import { Link } from "wouter";
import { CloudOff, Heart, HeartOff, RotateCw, Trash2 } from "lucide-react";
import { FavoriteButton, favoriteLabels } from "@/components/favorites/favorite-button";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { favorites } from "@/lib/favorites";
import { useFavoriteProperties, type FavoriteEntry } from "../api/use-favorite-properties";
import { PropertyCard } from "./property-card";

const copy = {
  emptyTitle: "Ihre Merkliste ist noch leer",
  emptyText:
    "Tippen Sie bei einer Immobilie auf das Herz, um sie hier zu sammeln. Die Merkliste bleibt in diesem Browser gespeichert – ganz ohne Konto.",
  browse: "Immobilien entdecken",
  count: (n: number) => (n === 1 ? "1 Immobilie gemerkt" : `${n} Immobilien gemerkt`),
  goneTitle: "Nicht mehr verfügbar",
  goneText: "Diese Immobilie ist nicht mehr verfügbar – sie wurde vermittelt oder aus dem Angebot genommen.",
  errorTitle: "Konnte nicht geladen werden",
  errorText: "Die Immobilie konnte gerade nicht geladen werden.",
  retry: "Erneut versuchen",
  remove: "Entfernen",
  loading: "Immobilie wird geladen...",
};

/** A card-sized note in the grid for a saved listing that cannot be shown. */
function NoteCard({
  id,
  icon,
  title,
  text,
  action,
}: {
  id: number;
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <article className="flex w-full flex-col items-start gap-3 rounded-xl border border-dashed border-input/70 bg-card/60 p-6">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        {icon}
      </span>
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {action}
        <Button variant="outline" size="sm" onClick={() => favorites.remove(id)} aria-label={favoriteLabels.remove}>
          <Trash2 aria-hidden />
          {copy.remove}
        </Button>
      </div>
    </article>
  );
}

function Entry({ entry, index }: { entry: FavoriteEntry; index: number }) {
  switch (entry.state) {
    case "available":
      return (
        <PropertyCard
          property={entry.property}
          index={index}
          headingLevel="h2"
          priority={index < 3}
          className="w-full"
          action={<FavoriteButton propertyId={entry.id} title={entry.property.title} />}
        />
      );
    case "gone":
      return (
        <NoteCard
          id={entry.id}
          icon={<HeartOff aria-hidden className="size-5" />}
          title={copy.goneTitle}
          text={copy.goneText}
        />
      );
    case "error":
      return (
        <NoteCard
          id={entry.id}
          icon={<CloudOff aria-hidden className="size-5" />}
          title={copy.errorTitle}
          text={copy.errorText}
          action={
            <Button variant="secondary" size="sm" onClick={entry.retry}>
              <RotateCw aria-hidden />
              {copy.retry}
            </Button>
          }
        />
      );
    default:
      return (
        <div role="status" className="w-full animate-pulse rounded-xl border border-border bg-card">
          <div className="aspect-[4/3] rounded-t-xl bg-muted" />
          <div className="grid gap-3 p-6">
            <div className="h-6 w-1/2 rounded bg-muted" />
            <div className="h-4 w-3/4 rounded bg-muted" />
          </div>
          <span className="sr-only">{copy.loading}</span>
        </div>
      );
  }
}

/** The Merkliste: every saved listing as a card, newest first; listings gone since say so and can be removed. */
export function FavoriteList({ ids }: { ids: readonly number[] }) {
  const entries = useFavoriteProperties(ids);
  if (ids.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={copy.emptyTitle}
        description={copy.emptyText}
        action={
          <Link href="/properties" className={buttonClasses({ variant: "primary" })}>
            {copy.browse}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className="mb-6 font-medium text-muted-foreground" aria-live="polite">
        {copy.count(ids.length)}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {entries.map((entry, index) => (
          <li key={entry.id} className="flex">
            <Entry entry={entry} index={index} />
          </li>
        ))}
      </ul>
    </>
  );
}
