import { fixedPageHeads } from "@shared/fixed-page-heads";
import { ContentPage } from "@/components/layout/content-page";
import { AlertTokenResult } from "@/features/search-alerts/components/alert-token-result";

/** /search-alerts/unsubscribe?token=…: the link in every alert mail; one click ends the alert. */
export default function SearchAlertUnsubscribePage() {
  return (
    <ContentPage
      head={fixedPageHeads["/search-alerts/unsubscribe"]}
      eyebrow="Suchauftrag"
      title="Suchauftrag abmelden"
      lead="Ihr Suchauftrag wird gelöscht; Sie erhalten dazu keine E-Mails mehr."
    >
      <AlertTokenResult action="unsubscribe" />
    </ContentPage>
  );
}
