import { homeTitle, siteConfig } from "@shared/site-config";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { ClosingCta } from "@/features/home/components/closing-cta";
import { HighlightedProperties } from "@/features/properties/components/highlighted-properties";
import { QuickSearch } from "@/features/properties/components/quick-search";
import { HomeHero } from "@/features/home/components/home-hero";
import { ServicesTeaser } from "@/features/home/components/services-teaser";
import { StatsStrip } from "@/features/home/components/stats-strip";
import { Testimonials } from "@/features/home/components/testimonials";

export default function HomePage() {
  useDocumentTitle(homeTitle, { exact: true });
  useMetaDescription(siteConfig.description);
  return (
    <>
      <HomeHero search={<QuickSearch />} />
      <StatsStrip />
      <ServicesTeaser />
      <HighlightedProperties />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
