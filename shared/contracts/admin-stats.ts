import { z } from "../validation/zod";
import type { Json } from "./json";

const counts = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);

/** GET /api/admin/stats: the dashboard numbers and the unhandled-messages badge of the sidebar. */
export const dashboardStatsAnswer = z.object({
  properties: counts("total", "active", "reserved", "hidden"),
  applications: counts("total", "new"),
  blog: counts("total", "published", "drafts"),
  /** Highlighted properties (shown on the home page). */
  highlights: z.number().int(),
  contacts: counts("total", "unhandled"),
});
export type DashboardStats = Json<typeof dashboardStatsAnswer>;
