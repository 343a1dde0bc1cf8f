import { z } from "../validation/zod";

/** GET /api/map-settings: the map's style and provider, or null when the site offers no map. */
export const mapSettingsAnswer = z.object({
  map: z.object({ styleUrl: z.string(), provider: z.string() }).nullable(),
});
export type MapSettingsAnswer = z.input<typeof mapSettingsAnswer>;
