import { z } from "../validation/zod";

/** GET /api/health: 200 while the database answers, 503 with a German sentence when it does not. */
export const healthyAnswer = z.object({ status: z.literal("ok") });
export const unhealthyAnswer = z.object({ status: z.literal("unavailable"), message: z.string() });
