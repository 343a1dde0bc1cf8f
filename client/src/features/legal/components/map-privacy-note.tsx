import { useMapSettings } from "@/components/map/use-map-settings";

/** What the listings' maps send to whom, naming the provider the site is configured with (none: no maps). */
export function MapPrivacyNote() {
  const map = useMapSettings();
  if (!map) return null;
  return (
    <p>
      Karten zu unseren Immobilien (die Kartenansicht der Suche und die Lage eines Angebots) lädt Ihr Browser erst, wenn
      Sie auf „Karte laden“ klicken, von {map.provider}. Dabei werden Ihre IP-Adresse und technische Angaben Ihres
      Browsers an {map.provider} übermittelt. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO,
      §&nbsp;25 Abs. 1 TDDDG). Wir vermerken sie im lokalen Speicher Ihres Browsers; Sie widerrufen sie, indem Sie
      diesen Eintrag löschen (siehe Reiter <a href="#cookies">Cookies</a>). Solange Sie nicht zustimmen, lädt unsere
      Website nichts von {map.provider}.
    </p>
  );
}
