import { useQuery } from "@tanstack/react-query";
import { searchAlertDemand } from "@shared/api/endpoints/admin";
import { getApi } from "@/lib/call-api";

// Apart from the visitors' sign-up calls, so the public pages never load the admin's endpoints.

/** Staff: active alerts per search (the demand), without addresses. */
export function useAlertDemand() {
  return useQuery({
    queryKey: [searchAlertDemand.path],
    queryFn: () => getApi(searchAlertDemand),
  });
}
