import { useQuery } from "@tanstack/react-query";
import { applicationsQuery } from "@/lib/shared-queries";

/** GET /api/applications (admin): all applications, newest first, with the property's title. */
export function useApplications() {
  return useQuery(applicationsQuery());
}
