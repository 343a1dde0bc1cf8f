import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, errorMessage } from "@/lib/api-client";
import { propertiesQuery } from "@/features/properties/api/use-properties";
import { PROPERTIES_URL } from "@/lib/shared-queries";
import type { Property } from "@shared/contracts/properties";
import { isUnauthorized } from "@/lib/unauthorized";
import { invalidatePropertyData } from "./invalidate-property-data";

type Toggle = { id: number; isHighlight: boolean };
const listKey = propertiesQuery().queryKey;

/** PATCH isHighlight, shown at once in the admin list (optimistic) and rolled back if the server says no. */
export function useToggleHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isHighlight }: Toggle) => apiJson<Property>("PATCH", `${PROPERTIES_URL}/${id}`, { isHighlight }),
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
