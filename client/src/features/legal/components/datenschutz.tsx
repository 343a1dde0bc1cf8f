import { fullAddress, siteConfig } from "@shared/site-config";
import { periodInWords } from "@shared/retention";
import { useRetention } from "../api/use-retention";
import { legalCompany } from "../content/company";
import { DatenschutzRights } from "./datenschutz-rights";
import { LegalProse } from "./legal-prose";

/** Datenschutzerklärung, part 1: controller, hosting, contact form and tenant applications. */
export function Datenschutz() {
  const retention = useRetention();
  return (
    <LegalProse>
      <h2 id="datenschutz-title">Datenschutzerklärung</h2>
      <p>
        Der Schutz Ihrer persönlichen Daten ist uns wichtig. Hier erfahren Sie, welche Daten wir auf dieser Website
        verarbeiten, wozu und auf welcher Rechtsgrundlage – und welche Rechte Sie haben. Wir verwenden keine Analyse-
        oder Werbedienste und keine Tracking-Cookies.
      </p>

      <h3>1. Verantwortlicher</h3>
      <p>
        {siteConfig.name} {legalCompany.legalForm}, vertreten durch {legalCompany.managingDirector}, {fullAddress}.
        Telefon: <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>, E-Mail:{" "}
        <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
      </p>

      <h3>2. Hosting und Server-Protokolle</h3>
      <p>
        Diese Website wird auf Servern eines Hosting-Dienstleisters in der Europäischen Union betrieben, mit dem wir
        einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen haben. Beim Aufruf jeder Seite verarbeitet
        der Server technisch notwendig Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse und die Angaben Ihres
        Browsers.
      </p>
      <p>
        In unseren Server-Protokollen speichern wir nur Zeitpunkt, Anfragemethode, aufgerufene Adresse (ohne Parameter)
        und Antwortstatus – keine IP-Adressen und keine Formularinhalte. Zum Schutz vor Missbrauch, etwa dem
        massenhaften Absenden von Formularen, zählen wir Anfragen je IP-Adresse kurzzeitig im Arbeitsspeicher; diese
        Zähler verfallen nach spätestens einer Stunde. Rechtsgrundlage ist unser berechtigtes Interesse an einem
        sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Protokolle löschen wir nach 14 Tagen.
      </p>

      <h3>3. Kontaktformular, E-Mail und Telefon</h3>
      <p>
        Wenn Sie uns über das Kontaktformular schreiben, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre
        Nachricht und – wenn Sie sie angeben – Ihre Telefonnummer. Schreiben Sie uns von der Seite einer Immobilie aus,
        speichern wir außerdem, um welche Immobilie es geht. Dasselbe gilt für Anfragen per E-Mail oder Telefon.
      </p>
      <p>
        Wir nutzen diese Angaben ausschließlich, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit.
        b DSGVO, wenn Ihre Anfrage einen Vertrag betrifft oder vorbereitet, im Übrigen unser berechtigtes Interesse an
        der Beantwortung (Art. 6 Abs. 1 lit. f DSGVO). Ihre Nachricht löschen wir, sobald Ihr Anliegen erledigt ist,
        spätestens aber <strong>{periodInWords(retention.contactDays)}</strong> nach ihrem Eingang (automatisch), es sei
        denn, gesetzliche Aufbewahrungspflichten (zum Beispiel für Geschäftsbriefe nach Handels- und Steuerrecht) stehen
        dem entgegen.
      </p>
      <p>
        Die E-Mails, die unsere Website verschickt – etwa Eingangsbestätigungen, Nachrichten zu Ihrer Bewerbung und
        Suchaufträge –, bewahren wir als Nachweis des Versands auf und löschen sie nach{" "}
        <strong>{periodInWords(retention.outboxDays, "dative")}</strong> automatisch. Links mit einem persönlichen
        Zugangsschlüssel speichern wir dabei nur unkenntlich gemacht.
      </p>

      <h3>4. Mieterselbstauskunft und Bewerbung um eine Mietwohnung</h3>
      <p>
        Über unsere Online-Bewerbung können Sie sich für eine Mietimmobilie bewerben. Dabei verarbeiten wir die Angaben,
        die Sie im Formular machen: Name, Kontaktdaten, Geburtsdatum und -ort, Beruf, Arbeitgeber, Beschäftigungsdauer
        und -art, Nettoeinkommen, derzeitige Anschrift und Vermieter, gewünschtes Einzugsdatum, Mitbewohner, Ihre
        Anmerkungen und Ihre Unterschrift. Außerdem laden Sie eine Kopie Ihres Personalausweises und eine aktuelle
        Lohnabrechnung hoch.
      </p>
      <p>
        Wir verwenden diese Daten, um Ihre Bewerbung zu prüfen, einen Besichtigungstermin zu vereinbaren und den
        Mietvertrag vorzubereiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen auf Ihre
        Anfrage). An die Eigentümerin oder den Eigentümer der Wohnung geben wir Ihre Angaben nur weiter, soweit es für
        die Auswahlentscheidung erforderlich ist.
      </p>
      <ul>
        <li>
          <strong>Ausweis- und Einkommensnachweise</strong> speichern wir getrennt von den übrigen Daten in einem
          geschützten Bereich. Nur angemeldete Mitarbeiterinnen und Mitarbeiter können sie abrufen; sie werden nie
          öffentlich ausgeliefert.
        </li>
        <li>
          Auf der Ausweiskopie dürfen Sie alle Angaben schwärzen, die wir nicht benötigen, insbesondere die Zugangs- und
          Seriennummer sowie Ihr Foto.
        </li>
        <li>
          <strong>Löschung:</strong> Auf Ihren Wunsch löschen wir Ihre Bewerbung einschließlich aller Dokumente
          jederzeit – eine kurze Nachricht an <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a> genügt.
          Sagen wir Ihnen ab oder ziehen Sie Ihre Bewerbung zurück, wird sie mit allen Dokumenten{" "}
          <strong>{periodInWords(retention.applicationDays)}</strong> danach automatisch gelöscht. Ist die Wohnung
          vermietet oder das Angebot entfernt, werden alle Bewerbungen dafür{" "}
          <strong>{periodInWords(retention.applicationDays)}</strong> danach automatisch gelöscht. Kommt ein Mietvertrag
          zustande, werden die erforderlichen Angaben Teil der Mietakte.
        </li>
        <li>
          <strong>Protokoll:</strong> Wer von unseren Mitarbeiterinnen und Mitarbeitern Ihre Bewerbung oder Ihre
          Dokumente ansieht, ändert oder löscht, halten wir in einem Zugriffsprotokoll fest (ohne Inhalte Ihrer
          Dokumente). Diese Einträge löschen wir nach <strong>{periodInWords(retention.auditDays, "dative")}</strong>.
        </li>
        <li>
          Während Sie das Formular ausfüllen, bewahrt Ihr Browser die eingetippten Angaben (nicht die Dokumente) im
          Sitzungsspeicher auf, damit beim Neuladen nichts verloren geht. Dieser Speicher wird beim Absenden oder beim
          Schließen des Tabs geleert.
        </li>
      </ul>

      <DatenschutzRights />
    </LegalProse>
  );
}
