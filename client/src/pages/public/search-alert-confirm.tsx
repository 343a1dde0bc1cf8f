import { fixedPageHeads } from "@shared/fixed-page-heads";
import { ContentPage } from "@/components/layout/content-page";
import { AlertTokenResult } from "@/features/search-alerts/components/alert-token-result";

/** /search-alerts/confirm?token=…: the link from the double-opt-in mail. */
export default function SearchAlertConfirmPage() {
  return (
    <ContentPage
      head={fixedPageHeads["/search-alerts/confirm"]}
      eyebrow="Suchauftrag"
      title="Suchauftrag bestätigen"
      lead="Mit der Bestätigung erhalten Sie neue passende Angebote per E-Mail."
    >
      <AlertTokenResult action="confirm" />
    </ContentPage>
  );
}
