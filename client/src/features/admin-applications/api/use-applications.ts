import { useQuery } from "@tanstack/react-query";
import type { AdminApplication } from "../types";

export const APPLICATIONS_URL = "/api/applications";

/** GET /api/applications (admin): all applications, newest first, with the property's title. */
export function useApplications() {
  return useQuery<AdminApplication[]>({ queryKey: [APPLICATIONS_URL] });
}
