import type { MapSettings } from "../config";
import { routeHandlers } from "./mount-routes";

/** The map's style and provider for the browser; the same for every visitor while the server runs. */
export const mapSettingsHandlers = (map?: MapSettings) =>
  routeHandlers({
    mapSettings: (_input, reply, _req, res) => {
      res.set("Cache-Control", "public, max-age=3600");
      reply(200, { map: map ? { styleUrl: map.styleUrl, provider: map.provider } : null });
    },
  });
