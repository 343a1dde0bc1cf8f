import { useQuery } from "@tanstack/react-query";
import type { ApplicationSummary } from "../types";

/** The dashboard shows the 3 newest applications. */
export const RECENT_APPLICATIONS = 3;

// Same key as the applications page, so both share one cached list (newest first from the server).
const pickNewest = (applications: ApplicationSummary[]) => applications.slice(0, RECENT_APPLICATIONS);

/** GET /api/applications, cut to the newest three. */
export function useRecentApplications() {
  return useQuery<ApplicationSummary[], Error, ApplicationSummary[]>({
    queryKey: ["/api/applications"],
    select: pickNewest,
  });
}
