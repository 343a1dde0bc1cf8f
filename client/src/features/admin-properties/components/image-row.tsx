import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { thumbnailWidths } from "@shared/media-variants";
import { cn } from "@/lib/cn";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { imageSource, type ImageListKind, type ImageSource } from "../lib/image-list";

const sourceLabels: Record<ImageSource, string> = {
  upload: "Neu – wird beim Speichern hochgeladen",
  stored: "Gespeichert",
  link: "Externer Link",
};

type ImageRowProps = {
  src: string;
  index: number;
  count: number;
  kind: ImageListKind;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** One picture of the list: preview, position ('Hauptbild' for the first photo), reorder and remove. */
export function ImageRow({ src, index, count, kind, onMove, onRemove }: ImageRowProps) {
  const number = index + 1;
  const name = `${kind.one} ${number}`;
  const source = imageSource(src);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-2.5 sm:flex-nowrap sm:gap-4">
      <ResponsiveImage
        src={src}
        sizes="7rem"
        widths={thumbnailWidths}
        alt={name}
        loading="lazy"
        decoding="async"
        className="h-16 w-24 shrink-0 rounded-md bg-muted object-cover sm:h-20 sm:w-28"
      />
      <div className="min-w-0 flex-1 basis-36">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
          {name}
          {kind.hasMain && index === 0 && <Badge variant="accent">Hauptbild</Badge>}
        </p>
        <p
          className={cn("mt-0.5 text-sm text-muted-foreground", source === "link" && "truncate")}
          title={source === "link" ? src : undefined}
        >
          {source === "link" ? src : sourceLabels[source]}
        </p>
      </div>
      {/* On phones the buttons get a row of their own under the picture. */}
      <div className="flex shrink-0 gap-1 max-sm:w-full max-sm:justify-end max-sm:border-t max-sm:border-border max-sm:pt-1.5">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${name} nach oben verschieben`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${name} nach unten verschieben`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${name} entfernen`}
          onClick={() => onRemove(index)}
          className="text-destructive! hover:bg-destructive/10!"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
