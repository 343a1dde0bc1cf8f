import { z } from "../validation/zod";

/** POST /api/search-alerts, …/confirm and …/unsubscribe: a German sentence for the visitor. */
export const searchAlertMessageAnswer = z.object({ message: z.string() });

/** GET /api/search-alerts/demand (staff): how many active alerts want which search; no addresses. */
export const alertDemandAnswer = z.array(
  z.object({ summary: z.string(), count: z.number().int(), listUrl: z.string() }),
);
export type AlertDemandRow = z.infer<typeof alertDemandAnswer>[number];
