import { useSearch } from "wouter";
import { fixedPageHeads } from "@shared/fixed-page-heads";
import { inquiryPropertyId } from "@/lib/inquiry-path";
import { ContentPage } from "@/components/layout/content-page";
import { ContactDetails } from "@/features/contact/components/contact-details";
import { ContactFaq } from "@/features/contact/components/contact-faq";
import { ContactForm } from "@/features/contact/components/contact-form";
import { InquiryListing } from "@/features/contact/components/inquiry-listing";
import { useInquiryProperty } from "@/features/contact/api/use-inquiry-property";
import { OfficeMap } from "@/features/contact/components/office-map";

/** /contact, or /contact?propertyId=12 from a listing: then the form says which listing it is about and sends its id. */
export default function ContactPage() {
  const property = useInquiryProperty(inquiryPropertyId(useSearch()));
  return (
    <ContentPage
      head={fixedPageHeads["/contact"]}
      eyebrow="Kontakt"
      title="Wir freuen uns auf Ihre Nachricht"
      lead="Ob Verkauf, Vermietung, Verwaltung oder eine erste Frage: Schreiben Sie uns, rufen Sie an oder besuchen Sie uns nach Terminvereinbarung in unserem Büro. Wir antworten in der Regel innerhalb eines Werktags."
    >
      <div className="container-page grid items-start gap-8 pb-[clamp(3.5rem,2.25rem+5vw,7rem)] lg:grid-cols-[1fr_1.3fr] lg:gap-10">
        <div className="grid gap-8">
          <ContactDetails />
          <OfficeMap />
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]"
        >
          <h2 id="contact-form-title" className="text-h3 text-card-foreground">
            Nachricht schreiben
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">Felder mit * sind Pflichtfelder.</p>
          {property && (
            <div className="mt-5">
              <InquiryListing property={property} />
            </div>
          )}
          <div className="mt-6">
            <ContactForm propertyId={property?.id} />
          </div>
        </section>
      </div>
      <ContactFaq />
    </ContentPage>
  );
}
