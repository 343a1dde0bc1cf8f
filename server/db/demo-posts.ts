// The demo blog: four published posts and a draft, in good German, for an empty development database.
import type { BlogPostInput } from "@shared/validation/blog";

const mietpreisbremseContent = `Wer in Berlin eine Wohnung sucht, stößt schnell auf Angebote, deren Miete deutlich über dem liegt, was die Nachbarn zahlen. Genau hier setzt die **Mietpreisbremse** an. Sie gilt in Berlin seit Juni 2015 und begrenzt die Miete bei der Wiedervermietung von Bestandswohnungen. In diesem Beitrag erklären wir, wie die Regelung funktioniert, welche Ausnahmen es gibt und was Sie tun können, wenn Sie zu viel zahlen.

## So funktioniert die Mietpreisbremse

Bei Abschluss eines neuen Mietvertrags darf die Nettokaltmiete höchstens **10 % über der ortsüblichen Vergleichsmiete** liegen. Was ortsüblich ist, ergibt sich in Berlin in der Regel aus dem *Berliner Mietspiegel*. Er berücksichtigt unter anderem Baujahr, Wohnungsgröße, Wohnlage und Ausstattung. Die rechtliche Grundlage bilden die §§ 556d ff. BGB, die Sie auf [gesetze-im-internet.de](https://www.gesetze-im-internet.de/bgb/__556d.html) nachlesen können.

Ein Beispiel: Weist der Mietspiegel für eine Wohnung eine Vergleichsmiete von 9,00 € pro Quadratmeter aus, darf die Miete bei Vertragsbeginn höchstens 9,90 € pro Quadratmeter betragen.

## Wichtige Ausnahmen

Die Mietpreisbremse gilt nicht für jede Wohnung. Ausgenommen sind insbesondere:

- Wohnungen, die nach dem 1. Oktober 2014 erstmals genutzt und vermietet wurden (Neubau)
- die erste Vermietung nach einer *umfassenden* Modernisierung
- Fälle, in denen bereits die Vormiete höher lag: Diese darf weiterhin verlangt werden
- Wohnraum, der nur zum vorübergehenden Gebrauch vermietet wird, sowie Studierenden- und Jugendwohnheime

Beruft sich ein Vermieter auf eine dieser Ausnahmen, muss er Sie **vor Vertragsabschluss** unaufgefordert darüber informieren. Versäumt er das, kann er sich zunächst nicht auf die Ausnahme berufen.

## Zu viel Miete gezahlt? So gehen Sie vor

Haben Sie den Verdacht, dass Ihre Miete zu hoch ist, lohnt sich ein Blick in den Mietspiegel. Den aktuellen Mietspiegel samt Online-Abfrage stellt die Senatsverwaltung auf [berlin.de](https://www.berlin.de/sen/wohnen/service/mietspiegel/) bereit.

Anschließend können Sie den Verstoß gegenüber Ihrem Vermieter **in Textform rügen**, etwa per E-Mail oder Brief. Eine ausführliche Begründung ist nicht nötig. Erfolgt die Rüge innerhalb von 30 Monaten nach Beginn des Mietverhältnisses und besteht der Vertrag noch, können Sie die zu viel gezahlte Miete grundsätzlich ab Vertragsbeginn zurückfordern. Bei einer späteren Rüge wird nur die Miete erstattet, die nach Zugang der Rüge fällig geworden ist.

Unterstützung bieten Mietervereine sowie die Mieterberatungen, die viele Berliner Bezirke kostenlos anbieten.

## Was bedeutet das für Vermieter?

Auch für Eigentümerinnen und Eigentümer lohnt es sich, die Regeln genau zu kennen. Wer neu vermietet, sollte die zulässige Miete sorgfältig anhand des Mietspiegels ermitteln und Ausnahmen wie eine höhere Vormiete schriftlich dokumentieren und rechtzeitig mitteilen. Das schafft Rechtssicherheit und vermeidet spätere Rückforderungen.

## Unser Tipp

Ob Sie eine Wohnung suchen oder vermieten möchten: Wir beraten Sie gern zur realistischen Miethöhe in Ihrem Kiez. Bitte beachten Sie, dass dieser Beitrag einen allgemeinen Überblick gibt und keine Rechtsberatung ersetzt. Die Geltungsdauer der Berliner Verordnung wurde bereits mehrfach verlängert; den aktuellen Stand finden Sie stets auf den Seiten des Landes Berlin.`;

const bewerbungContent = `Auf eine gute Wohnung in Berlin kommen oft Dutzende Bewerbungen. Wer dann schnell eine vollständige und übersichtliche Mappe vorlegen kann, hat deutlich bessere Chancen. Wir zeigen Ihnen, welche Unterlagen Vermieter üblicherweise erwarten und welche Fragen sie gar nicht stellen dürfen.

## Die wichtigsten Unterlagen im Überblick

- **Mieterselbstauskunft**: ein Formular mit Angaben zu Ihrer Person, Ihrem Beruf, Ihrem Einkommen und der Zahl der einziehenden Personen
- **Einkommensnachweise**: in der Regel die letzten drei Gehaltsabrechnungen; Selbstständige legen den letzten Steuerbescheid oder eine BWA vor, Studierende zum Beispiel einen BAföG-Bescheid oder eine Elternbürgschaft
- **Bonitätsauskunft**: etwa eine Auskunft der SCHUFA oder einer vergleichbaren Auskunftei
- **Mietschuldenfreiheitsbescheinigung**: eine Bestätigung Ihres bisherigen Vermieters, dass Sie die Miete stets pünktlich gezahlt haben
- **Personalausweis**: Zur Identitätsprüfung genügt in der Regel das Vorzeigen; Kopien sollten Sie nur geschwärzt herausgeben
- gegebenenfalls ein **Wohnberechtigungsschein (WBS)**, wenn die Wohnung öffentlich gefördert ist

Einen Wohnberechtigungsschein beantragen Sie beim Wohnungsamt Ihres Bezirks. Alle Informationen zu Voraussetzungen und Antrag finden Sie im [Service-Portal des Landes Berlin](https://service.berlin.de/dienstleistung/120671/).

## Bonität vorab prüfen

Nach Art. 15 DSGVO haben Sie Anspruch auf eine *kostenlose Datenkopie* der Daten, die eine Auskunftei über Sie speichert. Prüfen Sie diese am besten schon vor der Wohnungssuche auf veraltete oder fehlerhafte Einträge und lassen Sie Fehler berichtigen. So vermeiden Sie böse Überraschungen, wenn es darauf ankommt.

## Was wann gefragt werden darf

Die Datenschutzaufsichtsbehörden empfehlen ein gestuftes Vorgehen: Zur Besichtigung dürfen Vermieter nur wenige Angaben wie Name und Kontaktdaten erfragen. Einkommensnachweise und Bonitätsauskünfte sind erst dann gerechtfertigt, wenn sich der Vermieter ernsthaft für Sie entscheiden möchte. Tabu sind Fragen nach Religion, politischer Einstellung, ethnischer Herkunft, Schwangerschaft oder einer Mitgliedschaft im Mieterverein. Weitere Hinweise gibt die [Berliner Beauftragte für Datenschutz und Informationsfreiheit](https://www.datenschutz-berlin.de/).

## So überzeugt Ihre Bewerbung

- Fassen Sie alle Dokumente in **einer PDF-Datei** zusammen, sauber benannt und gut lesbar
- Schreiben Sie ein kurzes, persönliches Anschreiben: Wer zieht ein, und warum passt die Wohnung zu Ihnen?
- Antworten Sie zügig auf Einladungen zur Besichtigung und erscheinen Sie pünktlich
- Halten Sie Ihre Unterlagen aktuell: Eine Gehaltsabrechnung aus dem Vorjahr wirkt wenig überzeugend
- Bleiben Sie ehrlich, denn falsche Angaben in der Selbstauskunft können später zur Kündigung führen

## Bewerbung bei Spreehaus Immobilien

Bei unseren Mietangeboten können Sie sich direkt über das Formular auf der jeweiligen Angebotsseite bewerben. Wir prüfen jede Bewerbung sorgfältig, melden uns zeitnah bei Ihnen und verwenden Ihre Daten ausschließlich für die Vermittlung der jeweiligen Wohnung. *Viel Erfolg bei der Wohnungssuche!*`;

const kaufnebenkostenContent = `Wer eine Wohnung oder ein Haus kauft, zahlt deutlich mehr als den reinen Kaufpreis. Die sogenannten **Kaufnebenkosten** summieren sich in Berlin schnell auf gut 10 bis 12 % des Kaufpreises. Da Banken diese Kosten in der Regel nicht mitfinanzieren, sollten Sie sie aus Eigenkapital bestreiten können. Hier der Überblick.

## Grunderwerbsteuer: 6 % in Berlin

Der größte Posten ist die Grunderwerbsteuer. Sie beträgt in Berlin **6 % des Kaufpreises** und wird nach der Beurkundung des Kaufvertrags vom Finanzamt per Bescheid festgesetzt. Erst wenn sie bezahlt ist, erteilt das Finanzamt die *Unbedenklichkeitsbescheinigung*; ohne sie kann die Eigentumsumschreibung im Grundbuch nicht erfolgen. Rechtsgrundlage ist das [Grunderwerbsteuergesetz](https://www.gesetze-im-internet.de/grestg_1983/). Zum Vergleich: In Brandenburg, also etwa beim Kauf in Potsdam, liegt der Satz bei 6,5 %.

Tipp: Mitverkaufte bewegliche Gegenstände wie eine Einbauküche können im Kaufvertrag gesondert ausgewiesen werden. Auf diesen Anteil fällt keine Grunderwerbsteuer an, der angesetzte Wert muss aber realistisch sein.

## Notar und Grundbuch: rund 1,5 bis 2 %

Ein Immobilienkauf ist in Deutschland nur mit notarieller Beurkundung wirksam. Der Notar entwirft den Vertrag, beurkundet ihn, veranlasst die Auflassungsvormerkung und begleitet die Abwicklung bis zur Eigentumsumschreibung. Seine Gebühren richten sich nach dem Gerichts- und Notarkostengesetz und sind nicht verhandelbar. Hinzu kommen die Kosten des Grundbuchamts für die Eintragung des neuen Eigentümers und gegebenenfalls einer Grundschuld. Insgesamt sollten Sie etwa **1,5 bis 2 % des Kaufpreises** einplanen.

## Maklerprovision: seit 2020 geteilt

Seit Dezember 2020 gilt beim Kauf von Wohnungen und Einfamilienhäusern durch Verbraucher das *Halbteilungsprinzip*: Hat der Verkäufer den Makler beauftragt, muss der Käufer höchstens die Hälfte der Provision tragen. In Berlin sind insgesamt 7,14 % inklusive Mehrwertsteuer üblich, Käufer zahlen also meist **3,57 %**. Die Regelungen finden Sie in den [§§ 656a ff. BGB](https://www.gesetze-im-internet.de/bgb/__656c.html).

## Rechenbeispiel

Für eine Eigentumswohnung mit einem Kaufpreis von 500.000 € ergibt sich ungefähr folgende Rechnung:

- Grunderwerbsteuer (6 %): 30.000 €
- Notar und Grundbuch (ca. 2 %): 10.000 €
- Maklerprovision (3,57 %): 17.850 €
- **Summe der Nebenkosten: rund 57.850 €**

Je nach Objekt kommen weitere Posten hinzu, etwa Bereitstellungszinsen der Bank, ein Wertgutachten, der Umzug oder erste Renovierungsarbeiten.

## Laufende Kosten nach dem Kauf

Nach dem Einzug fallen regelmäßig Kosten an: die Grundsteuer, bei Eigentumswohnungen das monatliche *Hausgeld* an die Eigentümergemeinschaft sowie Rücklagen für Reparaturen im eigenen Sondereigentum. Lassen Sie sich vor dem Kauf die Protokolle der letzten Eigentümerversammlungen, den Wirtschaftsplan und die Höhe der Erhaltungsrücklage zeigen.

## Unser Fazit

Planen Sie Ihre Finanzierung von Anfang an mit den Nebenkosten. Als Faustregel gilt: Das Eigenkapital sollte mindestens die Kaufnebenkosten abdecken, besser zusätzlich 10 bis 20 % des Kaufpreises. Gern erstellen wir mit Ihnen eine erste Kostenübersicht für Ihre Wunschimmobilie.`;

const energieausweisContent = `Ob Altbau in Kreuzberg oder Neubau in Adlershof: Wer eine Immobilie verkauft oder vermietet, braucht in aller Regel einen **Energieausweis**. Er zeigt, wie viel Energie ein Gebäude für Heizung und Warmwasser benötigt, und damit auch, mit welchen Heizkosten Sie ungefähr rechnen müssen. Rechtsgrundlage ist das [Gebäudeenergiegesetz (GEG)](https://www.gesetze-im-internet.de/geg/).

## Bedarfsausweis und Verbrauchsausweis

Es gibt zwei Arten von Energieausweisen:

- Der **Verbrauchsausweis** beruht auf dem tatsächlichen Energieverbrauch der letzten drei Jahre. Er ist günstig, hängt aber stark vom Heizverhalten der bisherigen Bewohner ab.
- Der **Bedarfsausweis** wird auf Grundlage der Bausubstanz berechnet, also anhand von Dämmung, Fenstern und Heizungsanlage. Er ist aussagekräftiger, aber aufwendiger in der Erstellung.

Für Neubauten ist der Bedarfsausweis Pflicht. Gleiches gilt grundsätzlich für Wohngebäude mit weniger als fünf Wohnungen, deren Bauantrag vor dem 1. November 1977 gestellt wurde, sofern sie nicht nachträglich entsprechend gedämmt wurden.

## So lesen Sie den Energieausweis

Kernstück ist die farbige Skala von Grün bis Rot. Sie zeigt den Endenergiebedarf oder -verbrauch in Kilowattstunden pro Quadratmeter und Jahr, kurz kWh/(m²·a). Wohngebäude werden zusätzlich in **Effizienzklassen von A+ bis H** eingeteilt. Zur Orientierung:

- A+ bis B: sehr effizient, typisch für Neubauten und umfassend sanierte Gebäude
- C bis E: Mittelfeld, häufig bei gepflegten Berliner Altbauten
- F bis H: hoher Verbrauch, hier lohnt ein genauer Blick auf Heizkosten und Sanierungsbedarf

Wichtig: Der Kennwert allein bestimmt noch nicht die Höhe Ihrer Rechnung. Entscheidend ist auch der Energieträger, also Fernwärme, Gas, Öl oder Wärmepumpe, und dessen Preis.

## Pflichten für Verkäufer und Vermieter

Das GEG schreibt vor, dass bereits in **Immobilienanzeigen** bestimmte Angaben aus dem Energieausweis stehen müssen: die Art des Ausweises, der Energiekennwert, der wesentliche Energieträger, das Baujahr und bei Wohngebäuden die Effizienzklasse. Spätestens bei der Besichtigung muss der Ausweis vorgelegt werden, nach Vertragsabschluss erhält der Käufer oder Mieter ihn im Original oder als Kopie. Verstöße können mit einem Bußgeld geahndet werden.

Ein Energieausweis ist **zehn Jahre gültig**. Für Baudenkmäler ist kein Energieausweis erforderlich, was gerade in Berlin mit seinen vielen denkmalgeschützten Altbauten häufiger vorkommt.

## Worauf Sie als Käufer achten sollten

Ein schlechter Energiewert ist kein Ausschlusskriterium, sollte aber in Ihre Kalkulation einfließen. Fragen Sie nach dem Alter der Heizungsanlage, nach bereits durchgeführten Maßnahmen wie Fenstertausch oder Dachdämmung und nach geplanten Beschlüssen der Eigentümergemeinschaft. Für energetische Sanierungen gibt es Förderprogramme, etwa von KfW und BAFA, die Ihre Investition spürbar entlasten können.

## Fazit

Der Energieausweis ist mehr als eine Formalie: Er hilft Ihnen, Immobilien zu vergleichen und laufende Kosten realistisch einzuschätzen. In all unseren Angeboten finden Sie die Pflichtangaben zum Energieausweis, und bei Fragen erläutern wir Ihnen die Werte gern persönlich.`;

const wertermittlungContent = `Wer seine Wohnung oder sein Haus verkaufen möchte, stellt sich zuerst eine Frage: Welcher Preis ist realistisch? Ein zu hoch angesetzter Angebotspreis schreckt Interessenten ab und verlängert die Vermarktung, ein zu niedriger kostet bares Geld. Eine fundierte **Wertermittlung** ist deshalb der erste Schritt zu einem erfolgreichen Verkauf.

## Die drei klassischen Verfahren

Die Immobilienwertermittlungsverordnung (ImmoWertV) kennt drei Verfahren, die je nach Art der Immobilie eingesetzt werden:

- **Vergleichswertverfahren**: Der Wert wird aus tatsächlich erzielten Kaufpreisen vergleichbarer Objekte abgeleitet. Es ist das Standardverfahren für Eigentumswohnungen und unbebaute Grundstücke.
- **Sachwertverfahren**: Bodenwert und Wert der Gebäude abzüglich Alterswertminderung werden addiert und an die Marktlage angepasst. Es kommt häufig bei selbst genutzten Ein- und Zweifamilienhäusern zum Einsatz.
- **Ertragswertverfahren**: Maßgeblich sind die nachhaltig erzielbaren Mieteinnahmen. Es eignet sich für Mehrfamilienhäuser, Gewerbeobjekte und vermietete Wohnungen als Kapitalanlage.

## Wichtige Datenquellen in Berlin

In Berlin sammelt der **Gutachterausschuss für Grundstückswerte** alle notariell beurkundeten Kaufverträge und wertet sie aus. Daraus entstehen die *Bodenrichtwerte* und der jährliche Immobilienmarktbericht. Die Bodenrichtwerte können Sie kostenlos online einsehen; alle Informationen bietet der [Gutachterausschuss auf berlin.de](https://www.berlin.de/gutachterausschuss/).

## Diese Faktoren beeinflussen den Wert

- Lage: Bezirk, Kiez, Anbindung an S- und U-Bahn, Lärmbelastung
- Größe, Grundriss und Zimmeraufteilung
- Baujahr, Zustand und durchgeführte Modernisierungen
- Ausstattung, etwa Balkon, Aufzug, Einbauküche oder Stellplatz
- Energieeffizienz und Art der Heizung
- bei Eigentumswohnungen: Zustand des Gemeinschaftseigentums und Höhe der Erhaltungsrücklage
- Vermietungsstand: Eine vermietete Wohnung erzielt meist einen geringeren Preis als eine bezugsfreie

## Online-Bewertung, Makler oder Gutachter?

Online-Rechner liefern in wenigen Minuten einen ersten Anhaltspunkt, berücksichtigen aber weder den individuellen Zustand noch Besonderheiten der Lage. Die Einschätzung eines erfahrenen Maklers beruht auf einer Besichtigung und aktueller Marktkenntnis; für den Verkauf reicht sie in den meisten Fällen aus. Ein *Verkehrswertgutachten* eines öffentlich bestellten und vereidigten Sachverständigen ist vor allem bei Erbschaften, Scheidungen oder gerichtlichen Auseinandersetzungen sinnvoll. Es kostet allerdings meist mehrere tausend Euro.

## Unterlagen für die Bewertung

Damit die Bewertung zuverlässig ausfällt, sollten Sie folgende Unterlagen bereithalten:

- aktueller Grundbuchauszug
- Grundrisse und Wohnflächenberechnung
- Energieausweis
- bei Eigentumswohnungen die Teilungserklärung, der Wirtschaftsplan und die Protokolle der letzten Eigentümerversammlungen
- Nachweise über Modernisierungen der vergangenen Jahre

## Kostenlose Ersteinschätzung

Sie überlegen, Ihre Immobilie in Berlin oder Potsdam zu verkaufen? Wir besichtigen Ihr Objekt und erstellen eine fundierte Markteinschätzung, **kostenlos und unverbindlich**. Sprechen Sie uns gern an.`;

export const demoPosts: BlogPostInput[] = [
  {
    title: "Mietpreisbremse in Berlin: Was Mieter und Vermieter wissen sollten",
    slug: "mietpreisbremse-in-berlin",
    content: mietpreisbremseContent,
    coverImage: null,
    published: true,
  },
  {
    title: "Unterlagen für die Wohnungsbewerbung: Diese Dokumente brauchen Sie",
    slug: "unterlagen-fuer-die-wohnungsbewerbung",
    content: bewerbungContent,
    coverImage: null,
    published: true,
  },
  {
    title: "Nebenkosten beim Immobilienkauf in Berlin: Damit sollten Sie rechnen",
    slug: "nebenkosten-beim-immobilienkauf-in-berlin",
    content: kaufnebenkostenContent,
    coverImage: null,
    published: true,
  },
  {
    title: "Der Energieausweis: Was Käufer und Mieter wissen sollten",
    slug: "energieausweis-was-kaeufer-und-mieter-wissen-sollten",
    content: energieausweisContent,
    coverImage: null,
    published: true,
  },
  {
    title: "Wertermittlung: Was ist meine Immobilie wert?",
    slug: "wertermittlung-was-ist-meine-immobilie-wert",
    content: wertermittlungContent,
    coverImage: null,
    published: false,
  },
];
