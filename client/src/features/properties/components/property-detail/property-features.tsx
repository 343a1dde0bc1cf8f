import type { ComponentType } from "react";
import {
  Accessibility,
  ArrowUpDown,
  Boxes,
  CookingPot,
  Flower2,
  PawPrint,
  Sofa,
  SquareParking,
  Sun,
  Toilet,
  Trees,
} from "lucide-react";
import { featureLabels, features as featureOrder, type Feature } from "@shared/listing/labels";
import type { Property } from "@shared/contracts/properties";
import { DetailSection } from "./detail-section";

const featureIcons: Record<Feature, ComponentType<{ className?: string; "aria-hidden"?: boolean }>> = {
  balcony: Flower2,
  terrace: Sun,
  garden: Trees,
  fitted_kitchen: CookingPot,
  elevator: ArrowUpDown,
  cellar: Boxes,
  parking: SquareParking,
  step_free: Accessibility,
  guest_toilet: Toilet,
  pets_allowed: PawPrint,
  furnished: Sofa,
};

/** 'Ausstattung': the listing's features with an icon each, in the admin form's order; nothing when none. */
export function PropertyFeatures({ features }: { features: Property["features"] }) {
  if (features.length === 0) return null;
  const present = featureOrder.filter((feature) => features.includes(feature));
  return (
    <DetailSection title="Ausstattung">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {present.map((feature) => {
          const Icon = featureIcons[feature];
          return (
            <li
              key={feature}
              className="flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 font-medium text-foreground shadow-card"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-accent-strong" />
              {featureLabels[feature]}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
