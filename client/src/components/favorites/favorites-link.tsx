import { Link } from "wouter";
import { Heart } from "lucide-react";
import { cn } from "@/lib/cn";
import { useFavorites } from "@/hooks/use-favorites";

export const FAVORITES_PATH = "/favorites";
export const favoritesLabel = "Merkliste";

/** "Merkliste, 2 Immobilien": the link's name, so screen readers hear the count the badge shows. */
export const favoritesLinkName = (count: number) =>
  count === 0 ? favoritesLabel : `${favoritesLabel}, ${count} ${count === 1 ? "Immobilie" : "Immobilien"}`;

/** The count on the heart: hidden at zero, "99+" beyond. */
function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden
      data-testid="favorites-count"
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-accent-foreground",
        className,
      )}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** The header's heart: an icon link to the Merkliste with the number of saved listings. */
export function FavoritesIconLink({ current }: { current?: "page" }) {
  const count = useFavorites().length;
  return (
    <Link
      href={FAVORITES_PATH}
      aria-label={favoritesLinkName(count)}
      aria-current={current}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted [&_svg]:size-5"
    >
      <Heart aria-hidden className={count ? "fill-current text-destructive" : undefined} />
      <CountBadge count={count} className="absolute -right-0.5 -top-0.5" />
    </Link>
  );
}

/** The mobile menu's entry: 'Merkliste' with the count beside it. */
export function FavoritesMenuLink({
  current,
  className,
  onClick,
}: {
  current?: "page";
  className?: string;
  onClick?: () => void;
}) {
  const count = useFavorites().length;
  return (
    <Link
      href={FAVORITES_PATH}
      aria-label={favoritesLinkName(count)}
      aria-current={current}
      onClick={onClick}
      className={className}
    >
      <Heart aria-hidden className="size-5" />
      {favoritesLabel}
      <CountBadge count={count} className="ml-auto" />
    </Link>
  );
}
