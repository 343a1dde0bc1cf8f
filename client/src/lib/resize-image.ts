// Photos are made web-sized in the browser before they are sent: at most 1200 px on the
// longer side, re-encoded as JPEG at quality 0.85. A 12-megapixel phone photo shrinks from ~5 MB
// to ~200 KB, which keeps the save request small and the public pages fast.

export const MAX_IMAGE_EDGE = 1200;
export const JPEG_QUALITY = 0.85;

export type Size = { width: number; height: number };

/** The size that fits into maxEdge × maxEdge with the same proportions; never enlarged. */
export function fitWithin({ width, height }: Size, maxEdge = MAX_IMAGE_EDGE): Size {
  const longer = Math.max(width, height);
  if (longer <= maxEdge) return { width, height };
  const scale = maxEdge / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type DecodedImage = Size & { source: CanvasImageSource; close?: () => void };
type Canvas2D = Pick<CanvasRenderingContext2D, "drawImage" | "fillRect"> & {
  fillStyle: CanvasRenderingContext2D["fillStyle"];
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: ImageSmoothingQuality;
};
type DrawingCanvas = { getContext(kind: "2d"): Canvas2D | null; toDataURL(type: string, quality: number): string };

/** What resizing needs from the browser; tests pass fakes. */
export type ImageTools = {
  decode(file: Blob): Promise<DecodedImage>;
  createCanvas(size: Size): DrawingCanvas;
};

export const browserImageTools: ImageTools = {
  async decode(file) {
    // createImageBitmap honours the EXIF orientation of phone photos.
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  createCanvas({ width, height }) {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    return canvas as unknown as DrawingCanvas;
  },
};

export class ImageReadError extends Error {
  constructor(
    readonly fileName: string,
    cause?: unknown,
  ) {
    super(`Das Bild „${fileName}“ konnte nicht gelesen werden.`, { cause });
    this.name = "ImageReadError";
  }
}

/** A JPEG data URL of the image, scaled to fit MAX_IMAGE_EDGE. Throws ImageReadError when the file cannot be decoded. */
export async function resizeImage(
  file: Blob & { name?: string },
  tools: ImageTools = browserImageTools,
): Promise<string> {
  const name = file.name ?? "Bild";
  let image: DecodedImage;
  try {
    image = await tools.decode(file);
  } catch (error) {
    throw new ImageReadError(name, error);
  }
  try {
    const size = fitWithin(image);
    const canvas = tools.createCanvas(size);
    const context = canvas.getContext("2d");
    if (!context) throw new ImageReadError(name);
    // JPEG has no transparency: transparent PNG areas become white, not black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const dataUrl = canvas.toDataURL("image/jpeg", JPEG_QUALITY);
    if (!dataUrl.startsWith("data:image/jpeg")) throw new ImageReadError(name);
    return dataUrl;
  } finally {
    image.close?.();
  }
}
