// How an oversized image is shrunk (issue #4): JPEG at good quality first, then smaller steps sized
// from how far the last try missed, until it fits or would become unreadable. Pure, so it is tested.

export type CompressionAttempt = { width: number; height: number; quality: number; attempt: number };

/** Canvas memory stays sane and a document stays sharp at this edge length. */
export const MAX_EDGE = 4096;
/** Below this, an ID card is no longer legible: give up rather than send mush. */
export const MIN_EDGE = 800;
const START_QUALITY = 0.85;
const MIN_QUALITY = 0.6;
const MAX_ATTEMPTS = 8;

function scaled(width: number, height: number, factor: number) {
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

export function firstCompressionAttempt(width: number, height: number): CompressionAttempt {
  const factor = Math.min(1, MAX_EDGE / Math.max(width, height));
  return { ...scaled(width, height, factor), quality: START_QUALITY, attempt: 1 };
}

/** The next, smaller try after `previous` produced `producedBytes`; null when it fits or it is time to give up. */
export function nextCompressionAttempt(
  previous: CompressionAttempt,
  producedBytes: number,
  limit: number,
): CompressionAttempt | null {
  if (producedBytes <= limit || previous.attempt >= MAX_ATTEMPTS) return null;
  const longest = Math.max(previous.width, previous.height);
  if (longest <= MIN_EDGE) return null;
  // Bytes grow with the area: shrink each side by the square root of the miss, a little more to be sure.
  let factor = Math.min(0.9, Math.max(0.5, Math.sqrt(limit / producedBytes) * 0.95));
  if (longest * factor < MIN_EDGE) factor = MIN_EDGE / longest;
  return {
    ...scaled(previous.width, previous.height, factor),
    quality: Math.max(MIN_QUALITY, Math.round((previous.quality - 0.05) * 100) / 100),
    attempt: previous.attempt + 1,
  };
}
