import { siteConfig } from "@shared/site-config";
import { PageHeader } from "@/components/layout/page-header";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMetaDescription } from "@/hooks/use-meta-description";
import { LegalTabs } from "@/features/legal/components/legal-tabs";

const description = `Impressum, Datenschutzerklärung und Hinweise zu Cookies von ${siteConfig.name}.`;

export default function LegalPage() {
  useDocumentTitle("Impressum, Datenschutz und Cookies");
  useMetaDescription(description);
  return (
    <>
      <PageHeader
        eyebrow="Rechtliches"
        title="Impressum, Datenschutz und Cookies"
        lead="Wer hinter dieser Website steht, wie wir mit Ihren Daten umgehen und was in Ihrem Browser gespeichert wird – transparent an einem Ort."
      />
      <div className="container-page pb-[clamp(3.5rem,2.25rem+5vw,7rem)]">
        <LegalTabs />
      </div>
    </>
  );
}
