import { useQuery } from "@tanstack/react-query";
import { retention } from "@shared/api/endpoints/site";
import type { RetentionAnswer } from "@shared/contracts/privacy";
import { defaultRetention } from "@shared/retention";
import { getApi } from "@/lib/call-api";

/** The retention periods the server's erasure job applies (its defaults until the answer is there). */
export function useRetention(): RetentionAnswer {
  const { data } = useQuery({
    queryKey: [retention.path],
    queryFn: () => getApi(retention),
    staleTime: Infinity,
  });
  return data ?? defaultRetention;
}
