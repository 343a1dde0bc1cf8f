// The six services of the /services page: anchor id, title, description and six bullet points.
import vermittlungImage from "../assets/vermittlung.svg?no-inline";
import verwaltungImage from "../assets/verwaltung.svg?no-inline";
import wertermittlungImage from "../assets/wertermittlung.svg?no-inline";
import mietermanagementImage from "../assets/mietermanagement.svg?no-inline";
import instandhaltungImage from "../assets/instandhaltung.svg?no-inline";
import projektentwicklungImage from "../assets/projektentwicklung.svg?no-inline";

export type Service = {
  /** Anchor id of the section: /services#{id}. */
  id: "vermittlung" | "verwaltung" | "wertermittlung" | "mietermanagement" | "instandhaltung" | "projektentwicklung";
  title: string;
  tagline: string;
  description: string;
  bullets: [string, string, string, string, string, string];
  image: { src: string; alt: string };
};

/** Intrinsic size of every illustration (4:3). */
export const SERVICE_IMAGE_SIZE = { width: 640, height: 480 } as const;

export const services: Service[] = [
  {
    id: "vermittlung",
    title: "Vermittlung",
    tagline: "Verkaufen und vermieten mit System",
    description:
      "Wir verkaufen und vermieten Wohnungen, Häuser und Gewerbeflächen in ganz Berlin – mit einer Preisstrategie, die auf echten Marktdaten beruht, einer Präsentation, die Ihre Immobilie von ihrer besten Seite zeigt, und Interessenten, die wir vor jeder Besichtigung sorgfältig prüfen.",
    bullets: [
      "Marktgerechter Angebotspreis auf Basis aktueller Vergleichsdaten",
      "Hochwertiges Exposé mit Fotos, Grundrissen und virtuellem Rundgang",
      "Vorqualifizierte Interessenten mit geprüfter Bonität",
      "Organisation und Begleitung aller Besichtigungen",
      "Verhandlungsführung bis zum Notartermin oder Mietvertrag",
      "Übergabe mit Protokoll und Zählerständen",
    ],
    image: { src: vermittlungImage, alt: "Illustration: Einfamilienhaus mit Schlüssel und einem Schild mit Häkchen" },
  },
  {
    id: "verwaltung",
    title: "Verwaltung",
    tagline: "Miet- und WEG-Verwaltung, die mitdenkt",
    description:
      "Ob einzelne Eigentumswohnung oder ganzes Mehrfamilienhaus: Wir übernehmen die kaufmännische und technische Verwaltung Ihrer Immobilie, damit sie Rendite bringt statt Arbeit macht. Sie erhalten klare Berichte und einen festen Ansprechpartner, der Ihr Haus kennt.",
    bullets: [
      "Miet- und WEG-Verwaltung nach dem Wohnungseigentumsgesetz",
      "Pünktliche Betriebs- und Heizkostenabrechnungen",
      "Mietbuchhaltung mit monatlichem Eigentümerbericht",
      "Vorbereitung und Leitung von Eigentümerversammlungen",
      "Verwaltung von Rücklagen und Wirtschaftsplänen",
      "Online-Portal mit allen Unterlagen rund um die Uhr",
    ],
    image: { src: verwaltungImage, alt: "Illustration: Mehrfamilienhaus neben einem Klemmbrett mit abgehakter Liste" },
  },
  {
    id: "wertermittlung",
    title: "Wertermittlung",
    tagline: "Wissen, was Ihre Immobilie wert ist",
    description:
      "Unsere Wertermittlung verbindet aktuelle Berliner Vergleichspreise mit einer gründlichen Besichtigung vor Ort. Sie erhalten eine nachvollziehbare Einschätzung – als solide Grundlage für Verkauf, Erbauseinandersetzung, Scheidung oder Finanzierung.",
    bullets: [
      "Kostenlose Ersteinschätzung innerhalb von 48 Stunden",
      "Besichtigung vor Ort durch erfahrene Sachverständige",
      "Vergleichswert-, Ertragswert- und Sachwertverfahren",
      "Auswertung von Bodenrichtwerten und Mietspiegel",
      "Schriftliches Gutachten mit ausführlicher Begründung",
      "Beratung zu wertsteigernden Maßnahmen",
    ],
    image: {
      src: wertermittlungImage,
      alt: "Illustration: Haus unter einer Lupe mit Euro-Zeichen und steigendem Balkendiagramm",
    },
  },
  {
    id: "mietermanagement",
    title: "Mietermanagement",
    tagline: "Gute Mietverhältnisse von Anfang an",
    description:
      "Gute Mietverhältnisse beginnen mit der richtigen Auswahl und leben von verlässlicher Kommunikation. Wir kümmern uns um alles zwischen Bewerbung und Auszug – fair gegenüber Mieterinnen und Mietern und im Interesse der Eigentümer.",
    bullets: [
      "Digitale Mieterselbstauskunft mit sicherer Dokumentenprüfung",
      "Bonitäts- und Referenzprüfung vor Vertragsabschluss",
      "Rechtssichere Mietverträge nach aktueller Rechtsprechung",
      "Wohnungsübergaben und -abnahmen mit Fotoprotokoll",
      "Mietanpassungen im Rahmen von Mietspiegel und Mietpreisbremse",
      "Feste Ansprechpartner für alle Anliegen der Mieter",
    ],
    image: { src: mietermanagementImage, alt: "Illustration: zwei Personen im Gespräch vor einem Wohnhaus" },
  },
  {
    id: "instandhaltung",
    title: "Instandhaltung",
    tagline: "Werterhalt mit Weitblick",
    description:
      "Eine gepflegte Immobilie behält ihren Wert. Wir planen Wartung und Reparaturen vorausschauend, koordinieren geprüfte Handwerksbetriebe aus der Region und sorgen dafür, dass aus kleinen Schäden gar nicht erst große werden.",
    bullets: [
      "Regelmäßige Objektbegehungen mit Zustandsbericht",
      "Wartungsplanung für Heizung, Aufzug und Brandschutz",
      "24-Stunden-Notdienst bei Wasser-, Heizungs- und Sturmschäden",
      "Netzwerk geprüfter Handwerksbetriebe aus Berlin",
      "Einholung und Vergleich von Angeboten",
      "Abnahme und Dokumentation aller Arbeiten",
    ],
    image: { src: instandhaltungImage, alt: "Illustration: Haus mit Baugerüst, Werkzeugkoffer und Schraubenschlüssel" },
  },
  {
    id: "projektentwicklung",
    title: "Projektentwicklung",
    tagline: "Vom Grundstück zum fertigen Zuhause",
    description:
      "Von der Baulücke bis zum bezugsfertigen Neubau, vom sanierungsbedürftigen Altbau bis zum modernen Wohnhaus: Wir entwickeln Projekte mit Sinn für Lage, Architektur und Wirtschaftlichkeit – und vermarkten sie anschließend aus einer Hand.",
    bullets: [
      "Standort- und Marktanalysen für Grundstücke und Bestandsobjekte",
      "Machbarkeitsstudien und Wirtschaftlichkeitsberechnungen",
      "Begleitung von Bauvoranfrage und Baugenehmigung",
      "Auswahl und Steuerung von Architekten und Fachplanern",
      "Energieeffiziente Neubau- und Sanierungskonzepte",
      "Vertriebsstrategie und Vermarktung der fertigen Einheiten",
    ],
    image: {
      src: projektentwicklungImage,
      alt: "Illustration: Baukran über einem entstehenden Gebäude und ein Bauplan",
    },
  },
];
