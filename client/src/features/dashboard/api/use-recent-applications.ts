import { useQuery } from "@tanstack/react-query";
import type { AdminApplication } from "@shared/contracts/applications";
import { applicationsQuery } from "@/lib/shared-queries";

/** The dashboard shows the 3 newest applications. */
export const RECENT_APPLICATIONS = 3;

const pickNewest = (applications: AdminApplication[]) => applications.slice(0, RECENT_APPLICATIONS);

/** GET /api/applications, cut to the newest three: the applications page's query, so both share one cached list. */
export function useRecentApplications() {
  return useQuery({ ...applicationsQuery(), select: pickNewest });
}
