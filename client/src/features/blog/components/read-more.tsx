import { ArrowRight } from "lucide-react";

/** Visual cue only: the card's title is the link (a stretched link covering the whole card). */
export function ReadMore() {
  return (
    <span aria-hidden className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-primary">
      Weiterlesen
      <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
    </span>
  );
}

/** Link classes for a card title whose link covers the whole card (the card shows the focus ring). */
export const stretchedLink =
  "after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none";

/** Card classes: the focus ring of its stretched link goes around the whole card. */
export const focusableCard =
  "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-ring";
