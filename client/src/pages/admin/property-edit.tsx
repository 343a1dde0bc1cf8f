import { useParams } from "wouter";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { EditPropertyView, NewPropertyView } from "@/features/admin-properties/components/property-edit-view";

/** /admin/properties/new and /admin/properties/{id}. */
export default function AdminPropertyEditPage() {
  const { id } = useParams<{ id?: string }>();
  useAdminTitle(id === undefined ? "Neue Immobilie" : "Immobilie bearbeiten");
  return id === undefined ? <NewPropertyView /> : <EditPropertyView key={id} idParam={id} />;
}
