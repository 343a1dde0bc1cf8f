import type { ReactNode } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { isApiError } from "@/lib/api-client";
import { useProperty } from "../../api/use-property";
import { listingDescription } from "@shared/listing/summary";
import { parsePropertyId } from "../../lib/property-detail";
import { notFoundTitle, PropertyNotFound } from "./property-not-found";
import type { Property } from "@shared/contracts/properties";
import { PropertyDetailView } from "./property-detail-view";

const loadingTitle = "Immobilie";

type PropertyDetailProps = {
  rawId: string | undefined;
  /** What the page shows below the listing's sections about it (the inquiry form). */
  inquiry?: (property: Property) => ReactNode;
  /** Further actions in the price box (e.g. bookmark, exposé download). */
  actions?: (property: Property) => ReactNode;
  /** What follows the listing across the content column (e.g. similar listings). */
  more?: (property: Property) => ReactNode;
};

/** /properties/{id}: spinner, not-found/load-failure state, or the property. Sets title and meta description. */
export function PropertyDetail({ rawId, inquiry, actions, more }: PropertyDetailProps) {
  const id = parsePropertyId(rawId);
  const { data: property, isPending, isError, error, isFetching, refetch } = useProperty(id);
  const missing = id === undefined || isError;

  useDocumentTitle(property?.title ?? (missing ? notFoundTitle : loadingTitle));
  // The same description the server put into the page's head for crawlers and link previews.
  useMetaDescription(property ? listingDescription(property) : undefined);

  if (missing) {
    // 404 (or 400) means gone for good; anything else (network, 500) may work on a second try.
    const retryable = id !== undefined && !(isApiError(error) && error.status < 500);
    return <PropertyNotFound onRetry={retryable && !isFetching ? () => void refetch() : undefined} />;
  }
  if (isPending) {
    // A full screen, so the footer stays below the fold instead of jumping away when the data arrives.
    return (
      <div className="min-h-[calc(100dvh-var(--header-height))]">
        <PageSpinner label="Immobilie wird geladen..." />
      </div>
    );
  }
  return (
    <PropertyDetailView
      property={property}
      inquiry={inquiry?.(property)}
      actions={actions?.(property)}
      more={more?.(property)}
    />
  );
}
