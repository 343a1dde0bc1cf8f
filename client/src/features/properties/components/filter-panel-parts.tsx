import { lazy, memo, Suspense } from "react";
import type { PlaceChange, PlaceValues } from "./filter-panel-radius";
import type { PricePartProps } from "./filter-panel-price-part";

// Parts of the filter form in chunks of their own (the list of Berlin's places; the price
// slider): the server renders them, the browser hydrates each when its code arrives, so the list
// is interactive without waiting for them. Memoised: a parent that renders again with the same
// props leaves a part not yet hydrated alone (React would otherwise drop the server's HTML for the
// fallback). The fallbacks hold the parts' room while their code loads after a navigation.
const Place = lazy(() => import("./filter-panel-place"));
const Price = lazy(() => import("./filter-panel-price-part"));

export const PlacePart = memo(function PlacePart(props: { values: PlaceValues; onChange: PlaceChange }) {
  return (
    <Suspense fallback={<div className="min-h-32 sm:col-span-2" />}>
      <Place {...props} />
    </Suspense>
  );
});

export const PricePart = memo(function PricePart(props: PricePartProps) {
  return (
    <Suspense fallback={<div className="min-h-32 sm:col-span-2 lg:col-span-3" />}>
      <Price {...props} />
    </Suspense>
  );
});
