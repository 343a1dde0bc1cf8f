import { useRef, useState } from "react";
import { useElementSize } from "../hooks/use-element-size";
import { fitImage, imageTransform, type Size } from "../lib/viewer-transform";

type ZoomableImageProps = { src: string; alt: string; zoom: number; rotation: number; onError: () => void };

// Inner padding of the stage, so a fitted image does not touch its edges.
const STAGE_PADDING = 32;

/**
 * The image fitted into the stage, then scaled and turned with a CSS transform. The wrapper takes
 * the size of the transformed image, so the stage scrolls over all of it when zoomed in.
 */
export function ZoomableImage({ src, alt, zoom, rotation, onError }: ZoomableImageProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const stage = useElementSize(stageRef);
  const [natural, setNatural] = useState<Size>();
  const layout =
    natural && stage
      ? fitImage(natural, { width: stage.width - STAGE_PADDING, height: stage.height - STAGE_PADDING }, zoom, rotation)
      : undefined;

  return (
    // Focusable, so a zoomed image can be scrolled with the arrow keys.
    <div
      ref={stageRef}
      tabIndex={0}
      role="region"
      aria-label={alt}
      className="flex h-full w-full overflow-auto p-4 focus-visible:outline-offset-[-2px]"
    >
      <div
        className="relative m-auto shrink-0"
        style={layout ? { width: layout.box.width, height: layout.box.height } : undefined}
      >
        <img
          src={src}
          alt={alt}
          onLoad={(event) =>
            setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          onError={onError}
          className="absolute left-1/2 top-1/2 max-w-none bg-white shadow-card transition-transform duration-200 motion-reduce:transition-none"
          style={{
            width: layout?.image.width,
            height: layout?.image.height,
            transform: `translate(-50%, -50%) ${imageTransform(zoom, rotation)}`,
            visibility: layout ? "visible" : "hidden",
          }}
          data-testid="document-image"
        />
      </div>
    </div>
  );
}
