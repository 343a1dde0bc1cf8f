import type { ReactNode } from "react";
import type { Property } from "@shared/contracts/properties";
import { PropertyContactBox } from "./property-contact-box";
import { PropertyCosts } from "./property-costs";
import { PropertyDescription } from "./property-description";
import { PropertyEnergy } from "./property-energy";
import { PropertyFacts } from "./property-facts";
import { PropertyFeatures } from "./property-features";
import { PropertyGallery } from "./property-gallery";
import { PropertyLocation } from "./property-location";
import { PropertyPriceBox } from "./property-price-box";
import { PropertySummary } from "./property-summary";

type PropertyDetailViewProps = {
  property: Property;
  /** The contact form about this listing, which the page brings (it belongs to the contact feature). */
  inquiry?: ReactNode;
  /** Further actions about this listing in the price box (e.g. bookmark, exposé download). */
  actions?: ReactNode;
  /** What follows the listing's own sections across the content column (e.g. similar listings). */
  more?: ReactNode;
};

/**
 * The loaded detail page. Wide screens: content left, price and contact boxes in a sticky column
 * on the right. Phones: the key figures under the title carry the price; the buttons follow the
 * gallery, then costs, facts, features, description, energy certificate and location.
 */
export function PropertyDetailView({ property, inquiry, actions, more }: PropertyDetailViewProps) {
  const sections = [
    <PropertyCosts key="costs" property={property} />,
    <PropertyFacts key="facts" property={property} />,
    <PropertyFeatures key="features" features={property.features} />,
    <PropertyDescription key="description" description={property.description} />,
    <PropertyEnergy key="energy" property={property} />,
    <PropertyLocation key="location" property={property} />,
  ];
  return (
    <article>
      <PropertySummary property={property} />
      <div className="container-page grid grid-cols-1 gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 lg:col-start-1">
          <PropertyGallery property={property} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="grid gap-6 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
            <PropertyPriceBox property={property} actions={actions} />
            <PropertyContactBox propertyId={property.id} />
          </div>
        </div>
        <div className="grid min-w-0 gap-12 lg:col-start-1 lg:gap-16">
          {sections}
          {inquiry}
        </div>
        {more && <div className="min-w-0 lg:col-span-2">{more}</div>}
      </div>
    </article>
  );
}
