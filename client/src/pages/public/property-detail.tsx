import { useParams } from "wouter";
import { PropertyDetail } from "@/features/properties/components/property-detail/property-detail";

/** /properties/:id */
export default function PropertyDetailPage() {
  const { id } = useParams<{ id: string }>();
  return <PropertyDetail rawId={id} />;
}
