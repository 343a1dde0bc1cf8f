// Zoom and rotation of the document viewer (zoom 0.5 to 3 in steps of 0.25, 90° turns).

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;
export const ZOOM_DEFAULT = 1;

const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom / ZOOM_STEP) * ZOOM_STEP));

export const zoomIn = (zoom: number) => clampZoom(zoom + ZOOM_STEP);
export const zoomOut = (zoom: number) => clampZoom(zoom - ZOOM_STEP);
export const rotateClockwise = (degrees: number) => (degrees + 90) % 360;

/** "125 %" */
export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}\u00a0%`;

/** The CSS transform of the shown image. */
export const imageTransform = (zoom: number, rotation: number) => `scale(${zoom}) rotate(${rotation}deg)`;

export type Size = { width: number; height: number };

/**
 * Layout of a zoomed, rotated image inside the viewer's stage: the image's own (unrotated) size
 * at zoom 1, fitted into the stage and never enlarged, and the box it covers after zoom and
 * rotation – the box the stage scrolls over.
 */
export function fitImage(natural: Size, stage: Size, zoom: number, rotation: number): { image: Size; box: Size } {
  const turned = rotation % 180 !== 0;
  const rotated = turned ? { width: natural.height, height: natural.width } : natural;
  const fit = Math.min(1, stage.width / Math.max(1, rotated.width), stage.height / Math.max(1, rotated.height));
  const image = { width: natural.width * fit, height: natural.height * fit };
  return { image, box: { width: rotated.width * fit * zoom, height: rotated.height * fit * zoom } };
}
