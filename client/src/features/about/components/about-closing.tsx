import { ContactPropertiesCta } from "@/components/layout/contact-properties-cta";

export function AboutClosing() {
  return (
    <ContactPropertiesCta
      id="about-cta-title"
      title="Lernen Sie uns persönlich kennen"
      text="Ob erste Frage oder konkretes Vorhaben: Wir nehmen uns Zeit für Sie – im Büro, am Telefon oder direkt bei Ihrer Immobilie."
    />
  );
}
