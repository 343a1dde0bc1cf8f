import { useQuery } from "@tanstack/react-query";
import { propertyQuery } from "@/lib/shared-queries";

/**
 * The listing a contact form is about (GET /api/properties/{id}), when the page names one. A
 * listing visitors cannot see (404) or a failed load leaves the form the general one.
 */
export function useInquiryProperty(id: number | undefined) {
  const { data } = useQuery({ ...propertyQuery(id ?? 0), enabled: id !== undefined });
  return id !== undefined && data && data.status !== "hidden" ? data : undefined;
}
