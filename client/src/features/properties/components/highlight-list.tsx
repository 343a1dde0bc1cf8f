import { Building } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { useProperties } from "@/features/properties/api/use-properties";
import { PropertyGrid } from "@/features/properties/components/property-grid";
import { LoadError, LoadingBlock } from "@/components/ui/load-states";

/** At most three highlights on the home page. */
const HIGHLIGHT_LIMIT = 3;

export default function HighlightList() {
  const { data, isPending, isError } = useProperties({ isHighlight: true });
  if (isPending) {
    return <LoadingBlock />;
  }
  if (isError) {
    return (
      <LoadError description="Die Highlight-Immobilien konnten gerade nicht geladen werden. Bitte versuchen Sie es später erneut." />
    );
  }
  if (data.length === 0)
    return <EmptyState icon={Building} description="Derzeit sind keine Highlight-Immobilien verfügbar." />;
  return <PropertyGrid properties={data.slice(0, HIGHLIGHT_LIMIT)} />;
}
