import { useParams } from "wouter";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import { PropertyDetail } from "@/features/properties/components/property-detail/property-detail";
import { ExposeLink } from "@/features/properties/components/property-detail/expose-link";
import { SimilarProperties } from "@/features/properties/components/similar-properties";
import { PropertyInquiry } from "@/features/contact/components/property-inquiry";

/** /properties/:id: the listing with its Merkliste heart, exposé, similar listings and the contact form about it. */
export default function PropertyDetailPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <PropertyDetail
      rawId={id}
      inquiry={(property) => <PropertyInquiry propertyId={property.id} title={property.title} />}
      actions={(property) => (
        <>
          <FavoriteButton propertyId={property.id} variant="full" />
          <ExposeLink propertyId={property.id} />
        </>
      )}
      more={(property) => <SimilarProperties propertyId={property.id} />}
    />
  );
}
