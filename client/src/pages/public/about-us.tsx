import { siteConfig } from "@shared/site-config";
import { fixedPageHeads } from "@shared/fixed-page-heads";
import { ContentPage } from "@/components/layout/content-page";
import { AboutClosing } from "@/features/about/components/about-closing";
import { CompanyHistory } from "@/features/about/components/company-history";
import { MilestonesTimeline } from "@/features/about/components/milestones-timeline";
import { TeamGrid } from "@/features/about/components/team-grid";
import { ValuesGrid } from "@/features/about/components/values-grid";

export default function AboutUsPage() {
  return (
    <ContentPage
      head={fixedPageHeads["/about-us"]}
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
