import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { propertiesQuery } from "@/features/properties/api/use-properties";
import { PROPERTIES_URL } from "@/lib/shared-queries";
import type { Property } from "@shared/contracts/properties";
import type { PropertyInput } from "@shared/validation/property";
import { invalidatePropertyData } from "./invalidate-property-data";

/** POST /api/properties (images as data URLs come back as /media/{id} paths). */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PropertyInput) => apiJson<Property>("POST", PROPERTIES_URL, values),
    onSuccess: (property) => {
      // Newest first, like the server's list; the refetch below confirms it.
      queryClient.setQueryData(propertiesQuery().queryKey, (list) => list && [property, ...list]);
      return invalidatePropertyData(queryClient);
    },
  });
}
