import { Building2, FileText, Newspaper, Star } from "lucide-react";
import { applicationStatusLabels, propertyStatusLabels } from "@shared/enums";
import { useAdminStats } from "../api/use-admin-stats";
import { StatCard } from "./stat-card";
import { LoadError, LoadingBlock } from "@/components/ui/load-states";

/** The four dashboard cards: properties, applications, blog, highlights (GET /api/admin/stats). */
export function DashboardStats() {
  const { data: stats, isPending, isError, refetch } = useAdminStats();

  if (isPending) {
    return <LoadingBlock label="Zahlen werden geladen..." />;
  }
  if (isError) {
    return (
      <LoadError
        title="Zahlen nicht verfügbar"
        description="Die Übersicht konnte nicht geladen werden. Bitte versuchen Sie es später erneut."
        onRetry={refetch}
      />
    );
  }

  return (
    <section aria-label="Kennzahlen" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Immobilien"
        icon={Building2}
        value={stats.properties.total}
        lines={[
          { label: propertyStatusLabels.active, value: stats.properties.active },
          { label: propertyStatusLabels.reserved, value: stats.properties.reserved },
          { label: propertyStatusLabels.hidden, value: stats.properties.hidden },
        ]}
        href="/properties"
        linkLabel="Immobilien verwalten"
      />
      <StatCard
        title="Bewerbungen"
        icon={FileText}
        value={stats.applications.total}
        lines={[{ label: applicationStatusLabels.new, value: stats.applications.new }]}
        href="/applications"
        linkLabel="Bewerbungen prüfen"
      />
      <StatCard
        title="Blogbeiträge"
        icon={Newspaper}
        value={stats.blog.total}
        lines={[
          { label: "Veröffentlicht", value: stats.blog.published },
          { label: "Entwürfe", value: stats.blog.drafts },
        ]}
        href="/blog"
        linkLabel="Blog verwalten"
      />
      <StatCard
        title="Highlights"
        icon={Star}
        value={stats.highlights}
        note="Highlight-Immobilien werden auf der Startseite gezeigt (bis zu drei)."
        href="/properties"
        linkLabel="Highlights auswählen"
      />
    </section>
  );
}
