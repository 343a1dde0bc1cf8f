// Berlin's 12 Bezirke and their 96 Ortsteile (the official list of the Amt für Statistik
// Berlin-Brandenburg, in its numbering order), each Ortsteil with the postal codes that cover it
// and a centre point. The place search resolves names with it, the list page offers it as a pick
// list and centres its 'Umkreis' on it. Postal-code areas do not follow Ortsteil borders: a code
// is listed with every Ortsteil it covers a good part of. Centres are approximate (±0.005°, about
// 500 m), enough to centre a radius search of at least 1 km.

export type LatLng = { lat: number; lng: number };

export type Ortsteil = LatLng & {
  name: string;
  postalCodes: readonly string[];
};

export type Bezirk = LatLng & {
  name: string;
  ortsteile: readonly Ortsteil[];
};

const o = (name: string, lat: number, lng: number, postalCodes: string): Ortsteil => ({
  name,
  lat,
  lng,
  postalCodes: postalCodes.split(" "),
});

export const berlinBezirke: readonly Bezirk[] = [
  {
    name: "Mitte",
    lat: 52.5319,
    lng: 13.369,
    ortsteile: [
      o("Mitte", 52.5175, 13.402, "10115 10117 10119 10178 10179"),
      o("Moabit", 52.53, 13.342, "10551 10553 10555 10557 10559"),
      o("Hansaviertel", 52.519, 13.342, "10557"),
      o("Tiergarten", 52.51, 13.358, "10785 10787 10557"),
      o("Wedding", 52.55, 13.35, "13347 13349 13351 13353"),
      o("Gesundbrunnen", 52.553, 13.384, "13355 13357 13359"),
    ],
  },
  {
    name: "Friedrichshain-Kreuzberg",
    lat: 52.503,
    lng: 13.438,
    ortsteile: [
      o("Friedrichshain", 52.512, 13.454, "10243 10245 10247 10249"),
      o("Kreuzberg", 52.497, 13.403, "10961 10963 10965 10967 10969 10997 10999"),
    ],
  },
  {
    name: "Pankow",
    lat: 52.597,
    lng: 13.435,
    ortsteile: [
      o("Prenzlauer Berg", 52.539, 13.424, "10405 10407 10409 10435 10437 10439"),
      o("Weißensee", 52.554, 13.464, "13086 13088"),
      o("Blankenburg", 52.592, 13.447, "13129"),
      o("Heinersdorf", 52.572, 13.439, "13089"),
      o("Karow", 52.613, 13.481, "13125"),
      o("Stadtrandsiedlung Malchow", 52.583, 13.474, "13051 13088"),
      o("Pankow", 52.569, 13.402, "13187 13189"),
      o("Blankenfelde", 52.623, 13.39, "13159"),
      o("Buch", 52.636, 13.492, "13125"),
      o("Französisch Buchholz", 52.61, 13.43, "13127 13129"),
      o("Niederschönhausen", 52.582, 13.393, "13156 13158"),
      o("Rosenthal", 52.599, 13.38, "13156 13158"),
      o("Wilhelmsruh", 52.587, 13.364, "13158"),
    ],
  },
  {
    name: "Charlottenburg-Wilmersdorf",
    lat: 52.5,
    lng: 13.283,
    ortsteile: [
      o("Charlottenburg", 52.516, 13.304, "10585 10587 10589 10623 10625 10627 10629 14057 14059"),
      o("Wilmersdorf", 52.487, 13.32, "10707 10709 10713 10715 10717 10719"),
      o("Schmargendorf", 52.476, 13.29, "14193 14197 14199"),
      o("Grunewald", 52.486, 13.269, "14193"),
      o("Westend", 52.513, 13.259, "14050 14052 14053 14055 14059"),
      o("Charlottenburg-Nord", 52.534, 13.295, "13627"),
      o("Halensee", 52.497, 13.292, "10709 10711"),
    ],
  },
  {
    name: "Spandau",
    lat: 52.535,
    lng: 13.198,
    ortsteile: [
      o("Spandau", 52.537, 13.205, "13583 13585 13597"),
      o("Haselhorst", 52.543, 13.238, "13599"),
      o("Siemensstadt", 52.541, 13.262, "13629"),
      o("Staaken", 52.533, 13.137, "13591 13593"),
      o("Gatow", 52.483, 13.186, "14089"),
      o("Kladow", 52.455, 13.144, "14089"),
      o("Hakenfelde", 52.56, 13.211, "13587"),
      o("Falkenhagener Feld", 52.552, 13.171, "13583 13585 13589"),
      o("Wilhelmstadt", 52.523, 13.184, "13593 13595"),
    ],
  },
  {
    name: "Steglitz-Zehlendorf",
    lat: 52.434,
    lng: 13.241,
    ortsteile: [
      o("Steglitz", 52.456, 13.321, "12157 12161 12163 12165 12167 12169"),
      o("Lichterfelde", 52.433, 13.304, "12203 12205 12207 12209 14167"),
      o("Lankwitz", 52.435, 13.346, "12247 12249"),
      o("Zehlendorf", 52.434, 13.259, "14129 14163 14165 14167 14169"),
      o("Dahlem", 52.458, 13.287, "14195"),
      o("Nikolassee", 52.418, 13.197, "14129"),
      o("Wannsee", 52.419, 13.152, "14109"),
    ],
  },
  {
    name: "Tempelhof-Schöneberg",
    lat: 52.446,
    lng: 13.385,
    ortsteile: [
      o("Schöneberg", 52.484, 13.355, "10777 10779 10781 10783 10787 10789 10823 10825 10827 10829"),
      o("Friedenau", 52.471, 13.33, "12159 12161"),
      o("Tempelhof", 52.466, 13.385, "12099 12101 12103 12105 12109"),
      o("Mariendorf", 52.44, 13.387, "12105 12107 12109"),
      o("Marienfelde", 52.417, 13.367, "12277 12279"),
      o("Lichtenrade", 52.393, 13.396, "12305 12307 12309"),
    ],
  },
  {
    name: "Neukölln",
    lat: 52.442,
    lng: 13.445,
    ortsteile: [
      o("Neukölln", 52.481, 13.435, "12043 12045 12047 12049 12051 12053 12055 12057 12059"),
      o("Britz", 52.443, 13.434, "12347 12349 12359"),
      o("Buckow", 52.417, 13.432, "12349 12351 12353"),
      o("Rudow", 52.415, 13.496, "12355 12357"),
      o("Gropiusstadt", 52.425, 13.462, "12351 12353"),
    ],
  },
  {
    name: "Treptow-Köpenick",
    lat: 52.418,
    lng: 13.588,
    ortsteile: [
      o("Alt-Treptow", 52.49, 13.46, "12435"),
      o("Plänterwald", 52.48, 13.473, "12435 12437"),
      o("Baumschulenweg", 52.466, 13.487, "12437"),
      o("Johannisthal", 52.446, 13.505, "12487"),
      o("Niederschöneweide", 52.453, 13.515, "12439"),
      o("Altglienicke", 52.416, 13.55, "12524"),
      o("Adlershof", 52.435, 13.545, "12489"),
      o("Bohnsdorf", 52.396, 13.566, "12524 12526"),
      o("Oberschöneweide", 52.462, 13.522, "12459"),
      o("Köpenick", 52.445, 13.575, "12555 12557 12559"),
      o("Friedrichshagen", 52.448, 13.625, "12587"),
      o("Rahnsdorf", 52.44, 13.69, "12589"),
      o("Grünau", 52.412, 13.583, "12527"),
      o("Müggelheim", 52.411, 13.664, "12559"),
      o("Schmöckwitz", 52.375, 13.645, "12527"),
    ],
  },
  {
    name: "Marzahn-Hellersdorf",
    lat: 52.532,
    lng: 13.583,
    ortsteile: [
      o("Marzahn", 52.545, 13.564, "12679 12681 12685 12687 12689"),
      o("Biesdorf", 52.508, 13.556, "12683"),
      o("Kaulsdorf", 52.512, 13.588, "12621"),
      o("Mahlsdorf", 52.508, 13.615, "12623"),
      o("Hellersdorf", 52.536, 13.604, "12619 12627 12629"),
    ],
  },
  {
    name: "Lichtenberg",
    lat: 52.54,
    lng: 13.503,
    ortsteile: [
      o("Friedrichsfelde", 52.508, 13.518, "10315 10319"),
      o("Karlshorst", 52.481, 13.528, "10318"),
      o("Lichtenberg", 52.519, 13.482, "10317 10365 10367 10369"),
      o("Falkenberg", 52.57, 13.545, "13057"),
      o("Malchow", 52.581, 13.51, "13051"),
      o("Wartenberg", 52.574, 13.523, "13051 13059"),
      o("Neu-Hohenschönhausen", 52.565, 13.511, "13051 13053 13057 13059"),
      o("Alt-Hohenschönhausen", 52.547, 13.501, "13053 13055"),
      o("Fennpfuhl", 52.529, 13.473, "10367 10369"),
      o("Rummelsburg", 52.498, 13.492, "10317"),
    ],
  },
  {
    name: "Reinickendorf",
    lat: 52.601,
    lng: 13.292,
    ortsteile: [
      o("Reinickendorf", 52.574, 13.348, "13403 13407 13409"),
      o("Tegel", 52.585, 13.287, "13503 13505 13507 13509"),
      o("Konradshöhe", 52.583, 13.227, "13505"),
      o("Heiligensee", 52.617, 13.229, "13503"),
      o("Frohnau", 52.633, 13.29, "13465"),
      o("Hermsdorf", 52.62, 13.308, "13467"),
      o("Waidmannslust", 52.606, 13.318, "13469"),
      o("Lübars", 52.617, 13.353, "13469"),
      o("Wittenau", 52.592, 13.322, "13437 13469"),
      o("Märkisches Viertel", 52.604, 13.351, "13435 13439"),
      o("Borsigwalde", 52.582, 13.311, "13509"),
    ],
  },
];
