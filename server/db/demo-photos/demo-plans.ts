import type { FloorPlan } from "./floor-plans";

// The floor plans of four demo listings (metres; y grows towards the street side).

export const altbauPrenzlauerBerg: FloorPlan = {
  title: "Grundriss 3. Obergeschoss",
  livingSpace: 84.5,
  rooms: [
    { name: "Balkon", x: 1.6, y: -1.5, w: 3.0, h: 1.5, outside: true },
    { name: "Wohnen", x: 0, y: 0, w: 5.4, h: 4.6 },
    { name: "Schlafen", x: 5.4, y: 0, w: 4.2, h: 4.6 },
    { name: "Arbeiten", x: 9.6, y: 0, w: 2.6, h: 4.6 },
    { name: "Küche", x: 0, y: 4.6, w: 3.0, h: 3.6 },
    { name: "Flur", x: 3.0, y: 4.6, w: 4.4, h: 2.0 },
    { name: "Abst.", x: 3.0, y: 6.6, w: 2.0, h: 1.6 },
    { name: "Bad", x: 7.4, y: 4.6, w: 2.6, h: 3.0 },
  ],
  doors: [
    { x: 3.6, y: 4.6, along: "x", swing: -1 },
    { x: 6.2, y: 4.6, along: "x", swing: -1 },
    { x: 9.6, y: 3.0, along: "y" },
    { x: 3.0, y: 5.2, along: "y", swing: -1 },
    { x: 7.4, y: 5.5, along: "y" },
    { x: 3.6, y: 0, along: "x", swing: -1 },
  ],
  windows: [
    { x: 0.8, y: 0, length: 1.4, along: "x" },
    { x: 6.2, y: 0, length: 1.4, along: "x" },
    { x: 10.2, y: 0, length: 1.2, along: "x" },
    { x: 0, y: 5.4, length: 1.4, along: "y" },
  ],
};

export const altbauFriedenau: FloorPlan = {
  title: "Grundriss 2. Obergeschoss",
  livingSpace: 96.3,
  rooms: [
    { name: "Südbalkon", x: 1.4, y: -1.4, w: 3.2, h: 1.4, outside: true },
    { name: "Wohnen", x: 0, y: 0, w: 5.6, h: 5.0 },
    { name: "Berliner Zimmer", x: 5.6, y: 0, w: 4.8, h: 5.0 },
    { name: "Schlafen", x: 10.4, y: 0, w: 4.0, h: 5.0 },
    { name: "Flur", x: 0, y: 5.0, w: 5.6, h: 1.6 },
    { name: "Küche", x: 5.6, y: 5.0, w: 3.4, h: 3.6 },
    { name: "Bad", x: 9.0, y: 5.0, w: 2.4, h: 3.0 },
  ],
  doors: [
    { x: 2.2, y: 5.0, along: "x", swing: -1 },
    { x: 5.6, y: 1.6, along: "y" },
    { x: 10.4, y: 1.6, along: "y" },
    { x: 5.6, y: 5.4, along: "y" },
    { x: 9.4, y: 5.0, along: "x" },
    { x: 3.6, y: 0, along: "x", swing: -1 },
  ],
  windows: [
    { x: 0.9, y: 0, length: 1.3, along: "x" },
    { x: 6.6, y: 0, length: 1.3, along: "x" },
    { x: 8.4, y: 0, length: 1.3, along: "x" },
    { x: 11.8, y: 0, length: 1.3, along: "x" },
    { x: 6.6, y: 8.6, length: 1.2, along: "x" },
  ],
};

export const houseBabelsberg: FloorPlan = {
  title: "Grundriss Erdgeschoss",
  livingSpace: 168.4,
  rooms: [
    { name: "Terrasse", x: 6.2, y: -3.0, w: 4.8, h: 3.0, outside: true },
    { name: "Wohnen", x: 0, y: 0, w: 6.2, h: 5.2 },
    { name: "Wohnküche", x: 6.2, y: 0, w: 4.8, h: 5.2 },
    { name: "Gast", x: 0, y: 5.2, w: 3.6, h: 3.4 },
    { name: "Duschbad", x: 3.6, y: 5.2, w: 2.2, h: 2.2 },
    { name: "Diele", x: 5.8, y: 5.2, w: 5.2, h: 3.4 },
  ],
  doors: [
    { x: 2.2, y: 5.2, along: "x", swing: -1 },
    { x: 7.0, y: 5.2, along: "x", swing: -1 },
    { x: 5.8, y: 6.0, along: "y", swing: -1 },
    { x: 7.8, y: 0, along: "x", swing: -1 },
    { x: 8.6, y: 8.6, along: "x", swing: -1 },
  ],
  windows: [
    { x: 1.0, y: 0, length: 1.8, along: "x" },
    { x: 3.6, y: 0, length: 1.8, along: "x" },
    { x: 0, y: 1.8, length: 1.6, along: "y" },
    { x: 0, y: 6.2, length: 1.2, along: "y" },
    { x: 11.0, y: 1.6, length: 1.6, along: "y" },
  ],
};

export const penthouseMitte: FloorPlan = {
  title: "Grundriss Dachgeschoss",
  livingSpace: 128.5,
  rooms: [
    { name: "Dachterrasse", x: 0, y: -4.0, w: 8.0, h: 4.0, outside: true },
    { name: "Wohnen / Essen", x: 0, y: 0, w: 8.0, h: 5.5 },
    { name: "Küche", x: 8.0, y: 0, w: 3.5, h: 3.5 },
    { name: "Arbeiten", x: 8.0, y: 3.5, w: 3.5, h: 3.6 },
    { name: "Schlafen", x: 0, y: 5.5, w: 4.5, h: 4.2 },
    { name: "Kind", x: 4.5, y: 5.5, w: 3.5, h: 4.2 },
    { name: "Bad", x: 8.0, y: 7.1, w: 3.5, h: 2.6 },
  ],
  doors: [
    { x: 1.8, y: 5.5, along: "x" },
    { x: 5.6, y: 5.5, along: "x" },
    { x: 8.0, y: 4.4, along: "y" },
    { x: 8.0, y: 7.8, along: "y" },
    { x: 8.0, y: 1.2, along: "y" },
  ],
  windows: [
    { x: 0.6, y: 0, length: 3.0, along: "x" },
    { x: 4.4, y: 0, length: 3.0, along: "x" },
    { x: 0, y: 6.8, length: 1.6, along: "y" },
    { x: 5.4, y: 9.7, length: 1.4, along: "x" },
    { x: 11.5, y: 0.9, length: 1.4, along: "y" },
  ],
};
