import { ContactPropertiesCta } from "@/components/layout/contact-properties-cta";

export function ServicesClosing() {
  return (
    <ContactPropertiesCta
      id="services-cta-title"
      title="Welche Leistung passt zu Ihnen?"
      text="Erzählen Sie uns von Ihrer Immobilie und Ihren Plänen. Wir beraten Sie unverbindlich und stellen Ihnen ein Paket zusammen, das wirklich zu Ihnen passt."
    />
  );
}
