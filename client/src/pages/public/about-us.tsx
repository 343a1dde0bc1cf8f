import { siteConfig } from "@shared/site-config";
import { ContentPage } from "@/components/layout/content-page";
import { AboutClosing } from "@/features/about/components/about-closing";
import { CompanyHistory } from "@/features/about/components/company-history";
import { MilestonesTimeline } from "@/features/about/components/milestones-timeline";
import { TeamGrid } from "@/features/about/components/team-grid";
import { ValuesGrid } from "@/features/about/components/values-grid";

const description = `${siteConfig.name}: seit ${siteConfig.foundingYear} Ihr Immobilienpartner in Berlin. Lernen Sie unsere Geschichte, unser Team und unsere Werte kennen.`;

export default function AboutUsPage() {
  return (
    <ContentPage
      documentTitle="Über uns"
      description={description}
      eyebrow="Über uns"
      title={`Seit ${siteConfig.foundingYear} in Berlin zu Hause`}
      lead="Wir sind ein inhabergeführtes Immobilienunternehmen mit Herz für die Stadt: persönlich, unabhängig und mit einem Team, das Berlin kennt wie seine Westentasche."
    >
      <CompanyHistory />
      <MilestonesTimeline />
      <TeamGrid />
      <ValuesGrid />
      <AboutClosing />
    </ContentPage>
  );
}
