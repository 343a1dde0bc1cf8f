import { useQuery } from "@tanstack/react-query";
import { mapSettings } from "@shared/api/endpoints/site";
import { apiQuery } from "@/lib/call-api";

/**
 * The map's style and provider, or null when the site offers no map. Server-rendered pages carry
 * the answer (so the first render and the server's agree); other pages ask once.
 */
export function useMapSettings() {
  const { data } = useQuery({ queryKey: [mapSettings.path], ...apiQuery(mapSettings), staleTime: Infinity });
  return data?.map ?? null;
}
