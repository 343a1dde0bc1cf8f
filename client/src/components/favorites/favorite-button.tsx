import { Heart } from "lucide-react";
import { cn } from "@/lib/cn";
import { buttonClasses } from "@/components/ui/button";
import { useFavorite } from "@/hooks/use-favorites";

export const favoriteLabels = { add: "Zur Merkliste hinzufügen", remove: "Von der Merkliste entfernen" };

type FavoriteButtonProps = {
  propertyId: number;
  /** The listing's title: said after the label on a card, where many hearts sit on one page. */
  title?: string;
  /** `overlay`: a round icon button on a card's photo; `full`: a labelled button (detail page). */
  variant?: "overlay" | "full";
  className?: string;
};

/**
 * The heart that puts a listing on the visitor's Merkliste (kept in this browser, no account) or
 * takes it off again. A toggle button: aria-pressed says whether the listing is on the list.
 */
export function FavoriteButton({ propertyId, title, variant = "overlay", className }: FavoriteButtonProps) {
  const { saved, toggle } = useFavorite(propertyId);
  const label = saved ? favoriteLabels.remove : favoriteLabels.add;
  const heart = (
    <Heart
      aria-hidden
      className={cn("transition-colors", saved ? "fill-current text-destructive" : "text-current")}
      strokeWidth={2.25}
    />
  );
  if (variant === "full") {
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={toggle}
        className={buttonClasses({ variant: "outline", size: "lg", className: cn("w-full", className), wrap: true })}
      >
        {heart}
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={toggle}
      title={label}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md backdrop-blur-sm",
        "transition-[background-color,transform] hover:scale-105 hover:bg-white active:scale-95 [&_svg]:size-5",
        className,
      )}
    >
      {heart}
      <span className="sr-only">
        {label}
        {title && `: ${title}`}
      </span>
    </button>
  );
}
