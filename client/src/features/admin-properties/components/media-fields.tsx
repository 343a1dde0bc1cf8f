import type { FieldError } from "react-hook-form";
import { listingFieldLabels as labels } from "@shared/listing/field-labels";
import type { PropertyImages } from "../hooks/use-property-images";
import { ImagesPanel } from "./images-panel";

/** The list's own message, or the first of one of its entries (a server error on "images.3"). */
const listError = (error: FieldError | (FieldError | undefined)[] | undefined) =>
  Array.isArray(error) ? error.find((entry) => entry?.message)?.message : error?.message;

type MediaFieldsProps = {
  photos: PropertyImages;
  floorPlans: PropertyImages;
  errors: { images?: unknown; floorPlans?: unknown };
};

/** Bilder & Grundrisse: the photos (first = main image) and up to five floor plans, each uploaded and ordered. */
export function MediaFields({ photos, floorPlans, errors }: MediaFieldsProps) {
  return (
    <div className="grid gap-10">
      <div className="grid gap-4">
        <h3 className="text-base font-semibold text-foreground">{labels.images}</h3>
        <ImagesPanel images={photos} error={listError(errors.images as FieldError)} />
      </div>
      <div className="grid gap-4 border-t border-border pt-8">
        <h3 className="text-base font-semibold text-foreground">{labels.floorPlans}</h3>
        <ImagesPanel images={floorPlans} error={listError(errors.floorPlans as FieldError)} />
      </div>
    </div>
  );
}
