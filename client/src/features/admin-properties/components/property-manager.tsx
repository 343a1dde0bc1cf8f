import { useState } from "react";
import { SearchX } from "lucide-react";
import { formatCount } from "@shared/format";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useProperties } from "@/features/properties/api/use-properties";
import { useAdminPropertyFilter } from "../hooks/use-admin-property-filter";
import { filterProperties } from "../lib/admin-filter";
import { DeletePropertyDialog, type PropertyToDelete } from "./delete-property-dialog";
import { PropertiesTable } from "./properties-table";
import { PropertiesToolbar } from "./properties-toolbar";
import { PropertyCards } from "./property-cards";
import { LoadError } from "@/components/ui/load-states";

/** The admin list: GET /api/properties (hidden ones included for admins), searched and filtered here. */
export function PropertyManager() {
  const { data, isPending, isError, refetch } = useProperties();
  const { filter, setFilter, resetFilter } = useAdminPropertyFilter();
  const [toDelete, setToDelete] = useState<PropertyToDelete | null>(null);

  let content;
  if (isPending) {
    content = <Spinner size="lg" className="w-full py-20" label="Immobilien werden geladen..." />;
  } else if (isError) {
    content = (
      <LoadError
        title="Fehler beim Laden der Immobilien"
        description="Bitte versuchen Sie es später erneut."
        onRetry={refetch}
      />
    );
  } else {
    const shown = filterProperties(data, filter);
    content =
      shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="Keine Immobilien gefunden"
          description={
            data.length === 0 ? "Es ist noch keine Immobilie angelegt." : "Keine Immobilie passt zu Suche und Filtern."
          }
          action={
            <Button variant="outline" onClick={resetFilter}>
              Filter zurücksetzen
            </Button>
          }
        />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {shown.length === data.length
              ? formatCount(data.length, "Immobilie", "Immobilien")
              : `${shown.length} von ${formatCount(data.length, "Immobilie", "Immobilien")}`}
          </p>
          <div className="hidden xl:block">
            <PropertiesTable properties={shown} onDelete={setToDelete} />
          </div>
          <div className="xl:hidden">
            <PropertyCards properties={shown} onDelete={setToDelete} />
          </div>
        </>
      );
  }

  return (
    <>
      <PropertiesToolbar filter={filter} onChange={setFilter} onReset={resetFilter} />
      <div className="mt-6">{content}</div>
      <DeletePropertyDialog property={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
