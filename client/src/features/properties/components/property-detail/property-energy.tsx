import { Info } from "lucide-react";
import { energyFacts } from "@shared/listing/energy-facts";
import type { Property } from "@shared/contracts/properties";
import { DetailSection, FactList } from "./detail-section";
import { EnergyScale } from "./energy-scale";
import { ClassBadge } from "./class-badge";

/**
 * 'Energieausweis': every value an ad must state (GEG §87) in words, and for residential buildings
 * the A+–H scale with the listing's mark; or the notice that the certificate is shown at the viewing
 * or not required. Nothing for a listing without any energy data.
 */
export function PropertyEnergy({ property }: { property: Property }) {
  const energy = energyFacts(property);
  if (energy.kind === "none") return null;
  return (
    <DetailSection title="Energieausweis">
      {energy.kind === "notice" ? (
        <p className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-foreground shadow-card sm:p-5">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
          {energy.text}
        </p>
      ) : (
        <div className="grid gap-6">
          {energy.scale && (
            <div className="flex items-center gap-8 rounded-xl border border-border bg-card p-4 shadow-card sm:p-6">
              {energy.scale.efficiencyClass && <ClassBadge efficiencyClass={energy.scale.efficiencyClass} />}
              <div className="min-w-0 max-w-md flex-1">
                <EnergyScale
                  mark={energy.scale}
                  valueLabel={energy.facts.find((fact) => fact.key === "value")?.label ?? "Endenergiekennwert"}
                />
              </div>
            </div>
          )}
          <FactList facts={energy.facts} />
        </div>
      )}
    </DetailSection>
  );
}
