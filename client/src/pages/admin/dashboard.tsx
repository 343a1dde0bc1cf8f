import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { useAdminTitle } from "@/hooks/use-admin-title";
import { DashboardStats } from "@/features/dashboard/components/dashboard-stats";
import { QuickLinks } from "@/features/dashboard/components/quick-links";
import { RecentApplications } from "@/features/dashboard/components/recent-applications";
import { AlertDemand } from "@/features/search-alerts/components/alert-demand";

export default function AdminDashboardPage() {
  useAdminTitle("Dashboard");
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Der aktuelle Stand von Immobilien, Bewerbungen und Blog auf einen Blick."
      />
      <DashboardStats />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <RecentApplications />
        <div className="grid content-start gap-6">
          <QuickLinks />
          <AlertDemand />
        </div>
      </div>
    </>
  );
}
