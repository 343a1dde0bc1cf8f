import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";
import { firstCompressionAttempt, nextCompressionAttempt, type CompressionAttempt } from "./compression-plan";

function encodeJpeg(image: ImageBitmap, { width, height, quality }: CompressionAttempt): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("Kein Canvas verfügbar"));
  // JPEG has no transparency: white paper instead of black behind a transparent PNG.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("JPEG-Kodierung fehlgeschlagen"))),
      "image/jpeg",
      quality,
    ),
  );
}

/**
 * Decodes the image in the browser and re-encodes it as JPEG, smaller step by step, until it fits
 * the limit. Rejects when the browser cannot decode it or it cannot be made small enough legibly.
 */
export async function compressImage(file: Blob, limit = MAX_DOCUMENT_BYTES): Promise<Blob> {
  const image = await createImageBitmap(file);
  try {
    let attempt: CompressionAttempt | null = firstCompressionAttempt(image.width, image.height);
    while (attempt) {
      const blob = await encodeJpeg(image, attempt);
      if (blob.size <= limit) return blob;
      attempt = nextCompressionAttempt(attempt, blob.size, limit);
    }
    throw new Error("Bild ließ sich nicht ausreichend verkleinern");
  } finally {
    image.close();
  }
}
