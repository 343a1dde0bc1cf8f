import { useQuery } from "@tanstack/react-query";
import type { RetentionAnswer } from "@shared/contracts/privacy";
import { defaultRetention } from "@shared/retention";
import { getJson } from "@/lib/get-json";

export const RETENTION_URL = "/api/privacy/retention";

/** The retention periods the server's erasure job applies (its defaults until the answer is there). */
export function useRetention(): RetentionAnswer {
  const { data } = useQuery({
    queryKey: [RETENTION_URL],
    queryFn: () => getJson<RetentionAnswer>(RETENTION_URL),
    staleTime: Infinity,
  });
  return data ?? defaultRetention;
}
