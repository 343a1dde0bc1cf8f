import { listingFacts } from "@shared/listing/facts";
import type { Property } from "@shared/contracts/properties";
import { DetailSection, FactList } from "./detail-section";

/** 'Eckdaten': type, areas, rooms, floor, year of construction, condition, heating and availability. */
export function PropertyFacts({ property }: { property: Property }) {
  return (
    <DetailSection title="Eckdaten">
      <FactList facts={listingFacts(property)} />
    </DetailSection>
  );
}
