import { siteConfig } from "@shared/site-config";
import { legalCompany } from "../content/company";
import { MapPrivacyNote } from "./map-privacy-note";

/** Datenschutzerklärung, part 2: cookies, map, recipients, your rights, complaints, encryption. */
export function DatenschutzRights() {
  const authority = legalCompany.dataProtectionAuthority;
  return (
    <>
      <h3>5. Cookies und lokale Speicherung</h3>
      <p>
        Wir setzen keine Cookies zu Analyse-, Werbe- oder Marketingzwecken ein und binden keine Dienste Dritter ein, die
        Sie über Websites hinweg verfolgen. Im Verwaltungsbereich verwenden wir ausschließlich ein technisch notwendiges
        Sitzungs-Cookie für die Anmeldung unserer Mitarbeiterinnen und Mitarbeiter. Ihr gewähltes Farbschema speichern
        wir im lokalen Speicher Ihres Browsers (localStorage).
      </p>
      <p>
        Diese Speicherungen sind unbedingt erforderlich, um die von Ihnen gewünschten Funktionen bereitzustellen
        (§&nbsp;25 Abs. 2 Nr. 2 TDDDG); eine Einwilligung ist dafür nicht nötig. Alle Einträge mit Name, Zweck und Dauer
        finden Sie im Reiter <a href="#cookies">Cookies</a>.
      </p>

      <h3>6. Kartendarstellung und externe Links</h3>
      <p>
        Auf unserer Kontaktseite zeigen wir eine Kartenskizze unseres Büros. Ist dort ein Kartenbild von Google Maps
        eingebunden (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland), lädt Ihr Browser dieses
        Bild direkt von Google; dabei werden Ihre IP-Adresse und technische Angaben Ihres Browsers an Google
        übermittelt, gegebenenfalls auch in die USA. Rechtsgrundlage ist unser berechtigtes Interesse, Ihnen den Weg zu
        uns zu zeigen (Art. 6 Abs. 1 lit. f DSGVO). Der Link „Auf OpenStreetMap ansehen“ führt erst beim Anklicken zur
        Website der OpenStreetMap Foundation.
      </p>
      <MapPrivacyNote />

      <h3>7. Empfänger</h3>
      <p>
        Ihre Daten erhalten nur die Mitarbeiterinnen und Mitarbeiter, die sie für Ihr Anliegen benötigen, sowie unser
        Hosting-Dienstleister als Auftragsverarbeiter. Bei Mietbewerbungen geben wir die erforderlichen Angaben an die
        Eigentümer der Immobilie weiter (siehe Abschnitt 4). Darüber hinaus geben wir Ihre Daten nur weiter, wenn wir
        gesetzlich dazu verpflichtet sind. Einen Verkauf von Daten gibt es bei uns nicht.
      </p>

      <h3>8. Ihre Rechte</h3>
      <p>Sie haben jederzeit das Recht auf</p>
      <ul>
        <li>Auskunft über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO),</li>
        <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
        <li>
          Widerspruch gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen (Art. 21 DSGVO), sowie
          Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).
        </li>
      </ul>
      <p>
        Eine formlose Nachricht an uns genügt; wir antworten spätestens innerhalb eines Monats. Ihre Ansprechpartnerin
        für Auskunfts- und Löschanfragen ist unsere Geschäftsführerin {legalCompany.managingDirector}, erreichbar unter{" "}
        <a href={`mailto:${siteConfig.email}?subject=Datenschutzanfrage`}>{siteConfig.email}</a> (Betreff
        „Datenschutzanfrage“) oder unter <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>. Auf Wunsch
        erhalten Sie alle zu Ihrer E-Mail-Adresse gespeicherten Daten als Datei.
      </p>

      <h3>9. Beschwerderecht</h3>
      <p>
        Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO). Für uns zuständig ist die{" "}
        {authority.name}, {authority.address},{" "}
        <a href={authority.url} target="_blank" rel="noopener noreferrer">
          {authority.url.replace("https://", "")}
        </a>
        .
      </p>

      <h3>10. Verschlüsselung</h3>
      <p>
        Diese Website überträgt alle Daten, auch die Inhalte unserer Formulare und Ihre Dokumente, ausschließlich
        verschlüsselt (TLS). Sie erkennen das an „https://“ und dem Schloss-Symbol in der Adresszeile Ihres Browsers.
      </p>

      <h3>11. Pflicht zur Bereitstellung und automatisierte Entscheidungen</h3>
      <p>
        Sie sind nicht verpflichtet, uns Daten zu geben. Ohne die als Pflichtfeld markierten Angaben können wir Ihre
        Anfrage oder Bewerbung jedoch nicht bearbeiten. Eine automatisierte Entscheidungsfindung einschließlich
        Profiling (Art. 22 DSGVO) findet nicht statt.
      </p>

      <p className="mt-10 text-sm">Stand: {legalCompany.lastUpdated}</p>
    </>
  );
}
