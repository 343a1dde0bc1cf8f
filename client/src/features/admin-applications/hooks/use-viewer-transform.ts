import { useCallback, useState } from "react";
import { rotateClockwise, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut } from "../lib/viewer-transform";

/** Zoom (0.5–3, steps of 0.25) and rotation (90° steps) of the document viewer. */
export function useViewerTransform() {
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const [rotation, setRotation] = useState(0);
  return {
    zoom,
    rotation,
    canZoomIn: zoom < ZOOM_MAX,
    canZoomOut: zoom > ZOOM_MIN,
    zoomIn: useCallback(() => setZoom(zoomIn), []),
    zoomOut: useCallback(() => setZoom(zoomOut), []),
    rotate: useCallback(() => setRotation(rotateClockwise), []),
    reset: useCallback(() => {
      setZoom(ZOOM_DEFAULT);
      setRotation(0);
    }, []),
  };
}
