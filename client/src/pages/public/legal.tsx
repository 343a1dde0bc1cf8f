import { fixedPageHeads } from "@shared/fixed-page-heads";
import { ContentPage } from "@/components/layout/content-page";
import { LegalTabs } from "@/features/legal/components/legal-tabs";

export default function LegalPage() {
  return (
    <ContentPage
      head={fixedPageHeads["/legal"]}
      eyebrow="Rechtliches"
      title="Impressum, Datenschutz und Cookies"
      lead="Wer hinter dieser Website steht, wie wir mit Ihren Daten umgehen und was in Ihrem Browser gespeichert wird – transparent an einem Ort."
    >
      <div className="container-page pb-[clamp(3.5rem,2.25rem+5vw,7rem)]">
        <LegalTabs />
      </div>
    </ContentPage>
  );
}
