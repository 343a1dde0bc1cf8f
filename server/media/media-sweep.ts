import type { Logger } from "../logger";
import type { MediaService } from "./media.service";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sweeps orphaned media once right after start and then daily, in this process. The timers never
 * keep the process alive; the returned function stops them.
 */
export function scheduleMediaSweep(media: MediaService, logger: Logger, intervalMs = DAY_MS): () => void {
  const run = () =>
    media.sweepOrphans().then(
      (removed) => {
        if (removed.rows || removed.files) logger.info(removed, "verwaiste Medien entfernt");
      },
      (error: unknown) => logger.warn({ err: error }, "Aufräumen verwaister Medien fehlgeschlagen"),
    );
  const first = setTimeout(run, 1000).unref();
  const daily = setInterval(run, intervalMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
