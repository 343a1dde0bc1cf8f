import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { ScraperTabs } from "@/features/admin-scraper/components/scraper-tabs";

/** /admin/scraper: read listings from funda.nl URLs and import them as hidden properties. */
export default function AdminScraperPage() {
  useAdminTitle("Scraper");
  return (
    <>
      <AdminPageHeader
        title="Scraper"
        description="Inserate von funda.nl auslesen, prüfen und als Immobilien übernehmen."
      />
      <ScraperTabs />
    </>
  );
}
