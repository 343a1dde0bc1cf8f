import { ContentPage } from "@/components/layout/content-page";
import { AlertTokenResult } from "@/features/search-alerts/components/alert-token-result";

/** /search-alerts/unsubscribe?token=…: the link in every alert mail; one click ends the alert. */
export default function SearchAlertUnsubscribePage() {
  return (
    <ContentPage
      documentTitle="Suchauftrag abmelden"
      description="Von einem Suchauftrag bei Spreehaus Immobilien abmelden."
      eyebrow="Suchauftrag"
      title="Suchauftrag abmelden"
      lead="Ihr Suchauftrag wird gelöscht; Sie erhalten dazu keine E-Mails mehr."
    >
      <AlertTokenResult action="unsubscribe" />
    </ContentPage>
  );
}
