export const SCRAPER_STATUS_KEY = ["/api/scraper/status"] as const;
export const SCRAPER_RESULTS_KEY = ["/api/scraper/results"] as const;

/** The status is polled every 5 s; results are fetched 2 s after a start and every 2 s while a run lasts. */
export const STATUS_POLL_MS = 5000;
export const RESULTS_DELAY_MS = 2000;
