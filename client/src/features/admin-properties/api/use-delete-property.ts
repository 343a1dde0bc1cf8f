import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { deleteProperty } from "@shared/api/endpoints/admin";
import { errorMessage } from "@/lib/api-client";
import { callApi } from "@/lib/call-api";
import { propertyQueryKey } from "@/features/properties/api/use-property";
import { isUnauthorized } from "@/lib/unauthorized";
import { invalidatePropertyData } from "./invalidate-property-data";

/** DELETE /api/properties/{id}, with a success or failure toast. Its applications stay (they are records of people). */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteProperty, { params: { id } }),
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: propertyQueryKey(id), exact: true });
      toast({ title: "Immobilie gelöscht", description: "Die Immobilie wurde erfolgreich gelöscht." });
      void invalidatePropertyData(queryClient, id);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return; // the session handler sends the admin to the login page
      toast({
        variant: "destructive",
        title: "Fehler",
        description: `Fehler beim Löschen der Immobilie: ${errorMessage(error)}`,
      });
    },
  });
}
