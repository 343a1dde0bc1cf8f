import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { updateProperty } from "@shared/api/endpoints/admin";
import { errorMessage } from "@/lib/api-client";
import { callApi } from "@/lib/call-api";
import { propertiesQuery } from "@/features/properties/api/use-properties";
import { isUnauthorized } from "@/lib/unauthorized";
import { invalidatePropertyData } from "./invalidate-property-data";

type Toggle = { id: number; isHighlight: boolean };
const listKey = propertiesQuery().queryKey;

/** PATCH isHighlight, shown at once in the admin list (optimistic) and rolled back if the server says no. */
export function useToggleHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isHighlight }: Toggle) => callApi(updateProperty, { params: { id }, body: { isHighlight } }),
    onMutate: async ({ id, isHighlight }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: listKey, exact: true });
      const previous = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (list) => list?.map((p) => (p.id === id ? { ...p, isHighlight } : p)));
      return { previous };
    },
    onError: (error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      if (isUnauthorized(error)) return;
      toast({
        variant: "destructive",
        title: "Fehler",
        description: `Highlight konnte nicht geändert werden: ${errorMessage(error)}`,
      });
    },
    onSettled: () => invalidatePropertyData(queryClient),
  });
}
