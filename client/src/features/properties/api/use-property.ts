import { useQuery } from "@tanstack/react-query";
import { propertyQuery } from "@/lib/shared-queries";

// One listing's query lives in lib/shared-queries: the Merkliste and the contact form read it too.
export { propertyQuery, propertyQueryKey } from "@/lib/shared-queries";

/** Disabled for ids that are not positive integers (error state stays the page's). */
export function useProperty(id: number | undefined) {
  const valid = typeof id === "number" && Number.isInteger(id) && id > 0;
  return useQuery({ ...propertyQuery(valid ? id : 0), enabled: valid });
}
