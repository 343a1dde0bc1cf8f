import { useId, useRef, useState, type DragEvent } from "react";
import { ImagePlus } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import type { PropertyImages } from "../hooks/use-property-images";
import { ImageRow } from "./image-row";
import { ImageUrlAdder } from "./image-url-adder";
import { UploadStatus } from "./upload-status";

/** The entry plus how often it occurred before (the same link may be added twice). */
const stableKey = (images: readonly string[], index: number) =>
  `${images[index]}#${images.slice(0, index).filter((src) => src === images[index]).length}`;

type ImagesPanelProps = { images: PropertyImages; error?: string };

const dropHints = {
  images:
    "Fotos hierher ziehen oder auswählen. Sie werden auf höchstens 1200 Pixel verkleinert und als JPEG gespeichert. Das erste Bild ist das Hauptbild.",
  floorPlans:
    "Grundrisse hierher ziehen oder auswählen. Sie werden auf höchstens 1200 Pixel verkleinert und als JPEG gespeichert.",
};

const emptyTexts = {
  images: "Noch keine Bilder. Ohne Bild zeigt die Website ein Platzhalterbild.",
  floorPlans: "Noch keine Grundrisse.",
};

/** Photos or floor plans: upload (several at once, or dropped), add by URL, order and remove. */
export function ImagesPanel({ images: { kind, images, uploads, move, remove, addUrl }, error }: ImagesPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const full = images.length >= kind.max;
  const busy = uploads.state.status === "uploading";

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploads.addFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors",
          dragging ? "border-primary bg-secondary/60" : "border-input/70 bg-muted/50",
        )}
      >
        <ImagePlus aria-hidden className="size-9 text-muted-foreground" />
        <p id={hintId} className="max-w-md text-sm text-muted-foreground">
          {dropHints[kind.field]}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          aria-label={`${kind.many} auswählen`}
          onChange={(event) => {
            void uploads.addFiles([...(event.target.files ?? [])]);
            event.target.value = ""; // the same file can be chosen again
          }}
          data-testid={kind.field === "images" ? "image-file-input" : "floor-plan-file-input"}
        />
        <Button variant="primary" aria-describedby={hintId} disabled={busy} onClick={() => inputRef.current?.click()}>
          <ImagePlus aria-hidden />
          {kind.many} hochladen
        </Button>
        <p className="text-sm font-medium text-foreground">
          {images.length} von {kind.max} {kind.manyDative}
        </p>
        <UploadStatus state={uploads.state} />
      </div>

      <ImageUrlAdder onAdd={addUrl} full={full} kind={kind} />

      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}

      {images.length === 0 ? (
        <p className="rounded-lg border border-border bg-card px-4 py-6 text-center text-sm text-muted-foreground">
          {emptyTexts[kind.field]}
        </p>
      ) : (
        <ol aria-label={`${kind.many} in Reihenfolge`} className="grid grid-cols-1 gap-2.5">
          {images.map((src, index) => (
            // Keyed by content, so a moved row keeps its DOM node (and the focus of its button).
            <ImageRow
              key={stableKey(images, index)}
              src={src}
              index={index}
              count={images.length}
              kind={kind}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
