import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createProperty } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { propertiesQuery } from "@/features/properties/api/use-properties";
import type { PropertyInput } from "@shared/validation/property";
import { invalidatePropertyData } from "./invalidate-property-data";

/** POST /api/properties (images as data URLs come back as /media/{id} paths). */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PropertyInput) => callApi(createProperty, { body: values }),
    onSuccess: (property) => {
      // Newest first, like the server's list; the refetch below confirms it.
      queryClient.setQueryData(propertiesQuery().queryKey, (list) => list && [property, ...list]);
      return invalidatePropertyData(queryClient);
    },
  });
}
