import { useParams } from "wouter";
import { PropertyDetail } from "@/features/properties/components/property-detail/property-detail";
import { PropertyInquiry } from "@/features/contact/components/property-inquiry";

/** /properties/:id: the listing, with the contact form about it. */
export default function PropertyDetailPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <PropertyDetail
      rawId={id}
      inquiry={(property) => <PropertyInquiry propertyId={property.id} title={property.title} />}
    />
  );
}
