import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateProperty } from "@shared/api/endpoints/admin";
import { callApi } from "@/lib/call-api";
import { propertiesQuery } from "@/features/properties/api/use-properties";
import { propertyQuery } from "@/features/properties/api/use-property";
import type { PropertyInput } from "@shared/validation/property";
import { invalidatePropertyData } from "./invalidate-property-data";

/** PATCH /api/properties/{id} with all form fields; returns the updated record. */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: PropertyInput }) =>
      callApi(updateProperty, { params: { id }, body: values }),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyQuery(property.id).queryKey, property);
      // The list shows the change at once; the refetch below confirms it.
      queryClient.setQueryData(propertiesQuery().queryKey, (list) =>
        list?.map((p) => (p.id === property.id ? property : p)),
      );
      return invalidatePropertyData(queryClient, property.id);
    },
  });
}
