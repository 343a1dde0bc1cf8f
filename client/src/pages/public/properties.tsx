import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { PropertyListing } from "@/features/properties/components/property-listing";
import { listPageCopy } from "@shared/search/list-page";
import { SaveSearchAlert } from "@/features/search-alerts/components/save-search-alert";

const copy = listPageCopy;

export default function PropertiesPage() {
  useDocumentTitle(copy.title);
  useMetaDescription(copy.description);
  return (
    <>
      <PageHeader eyebrow={copy.title} title={copy.heading} lead={copy.lead} />
      <PropertyListing listActions={(query) => <SaveSearchAlert query={query} />} />
    </>
  );
}
