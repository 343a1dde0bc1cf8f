import type { Property } from "../../types";
import { PropertyContactBox } from "./property-contact-box";
import { PropertyDescription } from "./property-description";
import { PropertyFacts } from "./property-facts";
import { PropertyGallery } from "./property-gallery";
import { PropertyInquiry } from "./property-inquiry";
import { PropertyPriceBox } from "./property-price-box";
import { PropertySummary } from "./property-summary";

/**
 * The loaded detail page. Wide screens: content left, price and contact boxes in a sticky column
 * on the right. Phones: the price box follows the gallery, before the facts.
 */
export function PropertyDetailView({ property }: { property: Property }) {
  return (
    <article>
      <PropertySummary property={property} />
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 lg:col-start-1">
          <PropertyGallery property={property} />
        </div>
        <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1">
          <div className="grid gap-6 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
            <PropertyPriceBox property={property} />
            <PropertyContactBox />
          </div>
        </div>
        <div className="min-w-0 lg:col-start-1">
          <PropertyFacts property={property} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <PropertyDescription description={property.description} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <PropertyInquiry propertyId={property.id} title={property.title} />
        </div>
      </div>
    </article>
  );
}
