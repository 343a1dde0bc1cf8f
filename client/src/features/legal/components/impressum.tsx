import { siteConfig } from "@shared/site-config";
import { legalCompany } from "../content/company";
import { LegalFacts, LegalProse } from "./legal-prose";

const companyName = `${siteConfig.name} ${legalCompany.legalForm}`;

/** Impressum per § 5 DDG and § 18 Abs. 2 MStV. */
export function Impressum() {
  const { address } = siteConfig;
  return (
    <LegalProse>
      <h2 id="impressum-title">Impressum</h2>
      <p>Angaben gemäß §&nbsp;5 Digitale-Dienste-Gesetz (DDG)</p>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <LegalFacts title="Anbieter">
          <p>
            {companyName}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country}
          </p>
        </LegalFacts>
        <LegalFacts title="Kontakt">
          <p>
            Telefon: <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>
            <br />
            E-Mail: <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
          </p>
        </LegalFacts>
        <LegalFacts title="Vertreten durch">
          <p>{legalCompany.managingDirector} (Geschäftsführerin)</p>
        </LegalFacts>
        <LegalFacts title="Registereintrag">
          <p>
            Handelsregister: {legalCompany.registerNumber}
            <br />
            Registergericht: {legalCompany.registerCourt}
          </p>
        </LegalFacts>
      </div>

      <h3>Umsatzsteuer-Identifikationsnummer</h3>
      <p>Umsatzsteuer-Identifikationsnummer gemäß §&nbsp;27a Umsatzsteuergesetz: {legalCompany.vatId}</p>

      <h3>Erlaubnis und Aufsichtsbehörde</h3>
      <p>
        Wir sind als Immobilienmakler und Wohnimmobilienverwalter tätig und verfügen über die Erlaubnis nach §&nbsp;34c
        Abs. 1 Satz 1 Nr. 1 und Nr. 4 der Gewerbeordnung (GewO). Zuständige Aufsichtsbehörde:{" "}
        {legalCompany.supervisoryAuthority}.
      </p>

      <h3>Berufsbezeichnung und berufsrechtliche Regelungen</h3>
      <p>
        Berufsbezeichnungen: Immobilienmakler, Wohnimmobilienverwalter (verliehen in der Bundesrepublik Deutschland). Es
        gelten insbesondere §&nbsp;34c GewO und die Makler- und Bauträgerverordnung (MaBV), einsehbar unter{" "}
        <a href="https://www.gesetze-im-internet.de" target="_blank" rel="noopener noreferrer">
          www.gesetze-im-internet.de
        </a>
        .
      </p>

      <h3>Berufshaftpflichtversicherung</h3>
      <p>
        {legalCompany.insurer}. Räumlicher Geltungsbereich: {legalCompany.insuranceScope}.
      </p>

      <h3>Verantwortlich für den Inhalt nach §&nbsp;18 Abs. 2 MStV</h3>
      <p>
        {legalCompany.managingDirector}, {address.street}, {address.postalCode} {address.city}
      </p>

      <h3>Verbraucherstreitbeilegung</h3>
      <p>
        Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
        Verbraucherschlichtungsstelle teilzunehmen.
      </p>

      <h3>Haftung für Inhalte</h3>
      <p>
        Wir erstellen die Inhalte dieser Website mit größter Sorgfalt. Für die Richtigkeit, Vollständigkeit und
        Aktualität der Inhalte, insbesondere der Angaben in Immobilienangeboten, die auf Informationen der Eigentümer
        beruhen, können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir nach §&nbsp;7 Abs. 1 DDG für
        eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Nach §§&nbsp;8 bis 10 DDG sind wir jedoch nicht
        verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen. Sobald uns eine
        Rechtsverletzung bekannt wird, entfernen wir die betreffenden Inhalte umgehend.
      </p>

      <h3>Haftung für Links</h3>
      <p>
        Unser Angebot enthält Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte
        ist stets der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße
        erkennbar; bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.
      </p>

      <h3>Urheberrecht</h3>
      <p>
        Texte, Grafiken und Fotos dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung
        und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen unserer schriftlichen Zustimmung. Fotos in
        Immobilienangeboten stammen, soweit nicht anders angegeben, von uns oder den jeweiligen Eigentümern.
      </p>
    </LegalProse>
  );
}
