import type { ReactNode } from "react";
import type { Property } from "@shared/contracts/properties";
import { PropertyContactBox } from "./property-contact-box";
import { PropertyDescription } from "./property-description";
import { PropertyFacts } from "./property-facts";
import { PropertyGallery } from "./property-gallery";
import { PropertyPriceBox } from "./property-price-box";
import { PropertySummary } from "./property-summary";

/**
 * The loaded detail page. Wide screens: content left, price and contact boxes in a sticky column
 * on the right. Phones: the price box follows the gallery, before the facts. `inquiry` is the
 * contact form about this listing, which the page brings (it belongs to the contact feature).
 */
export function PropertyDetailView({ property, inquiry }: { property: Property; inquiry?: ReactNode }) {
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
        {inquiry && <div className="min-w-0 lg:col-start-1">{inquiry}</div>}
      </div>
    </article>
  );
}
