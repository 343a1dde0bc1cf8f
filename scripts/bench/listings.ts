// Realistic listings in bulk for the benchmarks: the demo listings' full German data (costs,
// energy certificate, features, districts), each with its own title, price, area and a description
// written from shuffled sentences, so no two answers compress alike the way copies would.
import { demoProperties } from "../../server/db/demo-content";
import type { PropertyInput } from "../../shared/validation/property";
import { features } from "../../shared/listing/labels";

// A small deterministic random source: every run benchmarks the same rows.
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const sentences = demoProperties.flatMap((listing) =>
  listing.description.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 20),
);
const districts = [
  "Mitte",
  "Pankow",
  "Friedrichshain",
  "Kreuzberg",
  "Neukölln",
  "Charlottenburg",
  "Steglitz",
  "Köpenick",
  "Spandau",
  "Wedding",
];

/** `count` publishable listings, half to rent and half to buy, with images given as media paths. */
export function benchListings(count: number): PropertyInput[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const base = demoProperties[i % demoProperties.length];
    const rent = i % 2 === 0;
    const size = Math.round((25 + next() * 175) * 100) / 100;
    const district = pick(districts);
    const description = Array.from({ length: 5 }, () => pick(sentences)).join(" ");
    return {
      ...base,
      objectNumber: `BENCH-${String(i + 1).padStart(5, "0")}`,
      title: `${Math.round(size / 30) + 1}-Zimmer-${rent ? "Mietwohnung" : "Eigentumswohnung"} in ${district}, Nr. ${i + 1}`,
      type: "apartment",
      transactionType: rent ? "rent" : "buy",
      price: rent ? Math.round(400 + next() * 4600) : Math.round(150_000 + next() * 1_850_000),
      serviceCharges: rent ? Math.round(120 + next() * 380) : base.serviceCharges,
      buyerCommission: rent ? null : "3,57 % inkl. MwSt.",
      size,
      rooms: Math.max(1, Math.round(size / 30) + (next() < 0.5 ? 0.5 : 0)),
      district,
      city: "Berlin",
      features: features.filter(() => next() < 0.35),
      description: `${description}\n\n${pick(sentences)}`,
      images: [
        `/media/${String(3 * i + 1).padStart(22, "0")}`,
        `/media/${String(3 * i + 2).padStart(22, "0")}`,
        `/media/${String(3 * i + 3).padStart(22, "0")}`,
      ],
      status: "active",
      isHighlight: i % 50 === 0,
    };
  });
}
