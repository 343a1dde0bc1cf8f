import { ContactPropertiesCta } from "@/components/layout/contact-properties-cta";

/** The home page's closing call to action. */
export function ClosingCta() {
  return (
    <ContactPropertiesCta
      id="home-cta-title"
      className=""
      title="Bereit für den nächsten Schritt?"
      text="Ob Sie verkaufen, vermieten oder Ihr neues Zuhause suchen: Erzählen Sie uns von Ihren Plänen. Wir melden uns innerhalb eines Werktags."
    />
  );
}
