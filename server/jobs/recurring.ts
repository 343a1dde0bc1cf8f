import type { Logger } from "../logger";
import { scheduleMediaSweep } from "../media/media-sweep";
import type { Services } from "../services";

/**
 * The work that recurs while a server runs: today the sweep of orphaned media (at start and daily).
 * Started by start() once the server is set up; tests sweep when they mean to. Returns the stop.
 */
export function startRecurringWork(services: Pick<Services, "media">, logger: Logger): () => void {
  return scheduleMediaSweep(services.media, logger);
}
