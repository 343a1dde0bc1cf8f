import { AdminPage } from "@/components/layout/admin-page-header";
import { RequireOwner } from "@/app/admin-shell/components/require-owner";
import { ApplicantRights } from "@/features/admin-accounts/components/applicant-rights";

/** /admin/privacy: applicants' access and erasure requests (owners only). */
export default function AdminPrivacyPage() {
  return (
    <RequireOwner>
      <AdminPage title="Datenschutz" description="Anfragen von Bewerberinnen und Bewerbern zu ihren Daten beantworten.">
        <ApplicantRights />
      </AdminPage>
    </RequireOwner>
  );
}
