import { fixedPageHeads } from "@shared/fixed-page-heads";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { services } from "@/features/services/content/services";
import { ServiceSection } from "@/features/services/components/service-section";
import { ServicesClosing } from "@/features/services/components/services-closing";
import { ServicesHero } from "@/features/services/components/services-hero";
import { useScrollToHash } from "@/features/services/hooks/use-scroll-to-hash";

const head = fixedPageHeads["/services"];

export default function ServicesPage() {
  useDocumentTitle(head.title);
  useMetaDescription(head.description);
  useScrollToHash();
  return (
    <>
      <ServicesHero />
      {services.map((service, index) => (
        <ServiceSection key={service.id} service={service} index={index} />
      ))}
      <ServicesClosing />
    </>
  );
}
