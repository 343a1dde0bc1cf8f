import { altbauStreetSvg, houseSvg, neubauStreetSvg, roofTerraceSvg, waterfrontSvg } from "./exteriors";
import { floorPlanSvg } from "./floor-plans";
import { altbauFriedenau, altbauPrenzlauerBerg, houseBabelsberg, penthouseMitte } from "./demo-plans";
import { roomSvg, type RoomStyle } from "./rooms";

// Which pictures each demo listing shows, by its address: mostly the house from the street first
// (the card's picture), then its rooms; four listings also have a floor plan.

/** A picture drawn by the project: a photo (JPEG) or a drawing such as a floor plan (PNG). */
export type Picture = { kind: "photo" | "drawing"; svg: () => string };

const photo = (svg: () => string): Picture => ({ kind: "photo", svg });
const room = (style: RoomStyle) => photo(() => roomSvg(style));
const plan = (svg: () => string): Picture => ({ kind: "drawing", svg });

const OAK = "#b98b5e";
const DARK_OAK = "#9a6d48";
const LIGHT_OAK = "#cfab80";
const WARM_WHITE = "#ede7dd";

export type ListingPictures = { images: Picture[]; floorPlans: Picture[] };

const byAddress: Record<string, ListingPictures> = {
  "Kastanienallee 42": {
    images: [
      photo(() =>
        altbauStreetSvg({ colour: "#d9b77a", axes: 5, floors: 4, balconies: [1, 3] }, ["#c9c3b6", "#b9705a"]),
      ),
      room({ kind: "living", wall: WARM_WHITE, floor: OAK, altbau: true, window: "left" }),
      room({ kind: "kitchen", wall: "#eeeae3", floor: OAK, altbau: true, window: "right" }),
      room({ kind: "bedroom", wall: "#dfe3dc", floor: OAK, altbau: true, window: "back" }),
    ],
    floorPlans: [plan(() => floorPlanSvg(altbauPrenzlauerBerg))],
  },
  "Handjerystraße 18": {
    images: [
      // The Berliner Zimmer first: what this flat is sold on.
      room({ kind: "living", wall: "#f0ebe2", floor: DARK_OAK, altbau: true, window: "back" }),
      photo(() =>
        altbauStreetSvg({ colour: "#e6dfd2", axes: 5, floors: 4, balconies: [2] }, ["#a9b3a6", "#d8c39a"], 1),
      ),
      room({ kind: "kitchen", wall: "#e9ece8", floor: DARK_OAK, altbau: true, window: "left" }),
    ],
    floorPlans: [plan(() => floorPlanSvg(altbauFriedenau))],
  },
  "Stahnsdorfer Straße 64": {
    images: [
      photo(() => houseSvg([{ wall: "#efe6d6", roof: "#8e4a38", floors: 2, width: 10, depth: 9 }])),
      room({ kind: "living", wall: "#efe8dc", floor: LIGHT_OAK, window: "right" }),
      room({ kind: "kitchen", wall: "#f1eee8", floor: LIGHT_OAK, window: "back" }),
    ],
    floorPlans: [plan(() => floorPlanSvg(houseBabelsberg))],
  },
  "Herrfurthstraße 11": {
    images: [
      photo(() =>
        altbauStreetSvg({ colour: "#b9826a", axes: 4, floors: 4, balconies: [1] }, ["#d6cdb9", "#8f9c8c"], 2),
      ),
      room({ kind: "living", wall: "#e8e2d6", floor: OAK, altbau: true, window: "right" }),
    ],
    floorPlans: [],
  },
  "Hermann-Dorner-Allee 34": {
    images: [
      photo(() => neubauStreetSvg({ colour: "#eeece7", accent: "#a9825c", axes: 5, floors: 5 })),
      room({ kind: "kitchen", wall: "#f2f1ee", floor: LIGHT_OAK, window: "right" }),
    ],
    floorPlans: [],
  },
  "Boxhagener Straße 76": {
    images: [
      photo(() =>
        altbauStreetSvg(
          { colour: "#c7b9a3", axes: 4, floors: 4, shop: { awning: "#2f5d4f" } },
          ["#b3705c", "#d9c58f"],
          3,
        ),
      ),
      room({ kind: "shop", wall: "#f1efea", floor: "#a7a59f", window: "back", tiles: true }),
    ],
    floorPlans: [],
  },
  "Onkel-Tom-Straße 121": {
    images: [
      photo(() =>
        houseSvg(
          [
            { wall: "#e9dcc6", roof: "#7a4536", floors: 2, width: 7, depth: 9 },
            { wall: "#d7d3c9", roof: "#7a4536", floors: 2, width: 7, depth: 9 },
          ],
          2,
        ),
      ),
      room({ kind: "living", wall: "#e4e6e1", floor: LIGHT_OAK, window: "left" }),
    ],
    floorPlans: [],
  },
  "Chausseestraße 108": {
    images: [photo(roofTerraceSvg), room({ kind: "living", wall: "#f3f2ef", floor: "#d9c3a3", window: "back" })],
    floorPlans: [plan(() => floorPlanSvg(penthouseMitte))],
  },
  "Kaiserdamm 95": {
    images: [
      photo(() =>
        altbauStreetSvg({ colour: "#ddd3c1", axes: 6, floors: 4, balconies: [2, 3] }, ["#c2b39c", "#e0d9c9"], 4),
      ),
      room({ kind: "office", wall: "#eeebe5", floor: DARK_OAK, altbau: true, window: "left" }),
    ],
    floorPlans: [],
  },
  "Sprengelstraße 14": {
    images: [photo(() => altbauStreetSvg({ colour: "#b6a08a", axes: 4, floors: 4 }, ["#cbbd9f", "#9e6e5e"], 5))],
    floorPlans: [],
  },
  "Florastraße 62": {
    images: [
      photo(() =>
        altbauStreetSvg({ colour: "#a9b4a2", axes: 5, floors: 4, balconies: [0, 2, 4] }, ["#d8c8a8", "#c98f74"], 6),
      ),
      room({ kind: "living", wall: "#ece9e1", floor: OAK, altbau: true, window: "back" }),
      room({ kind: "bath", wall: "#f1efea", floor: "#9aa3a6", window: "right", tiles: true }),
    ],
    floorPlans: [],
  },
  "Wendenschloßstraße 180": {
    images: [
      photo(() => waterfrontSvg({ colour: "#f0eee9", accent: "#6d7f8e", axes: 6, floors: 4 })),
      room({ kind: "bedroom", wall: "#e7ebee", floor: LIGHT_OAK, window: "left" }),
    ],
    floorPlans: [],
  },
};

/** The pictures of a demo listing (none for an address this file does not know). */
export function picturesFor(address: string): ListingPictures {
  return byAddress[address] ?? { images: [], floorPlans: [] };
}
