import { describe, expect, it } from "vitest";
import { parseListQuery } from "./list-query";
import { readListSearch } from "./read-list-search";

// Searches as visitors' URLs hold them: valid, hand-edited, repeated, out of range.
const searches = [
  "",
  "page=2&sort=price_asc&city=Berlin",
  "type=apartment&transactionType=rent&minPrice=800&maxPrice=2000&minRooms=2.5&minSize=60",
  "features=balcony,elevator&features=garden",
  "features=balcony,pool",
  "features=%20,balcony,,balcony",
  "city=%20%20Prenzlauer%20Berg%20",
  `city=${"x".repeat(101)}`,
  "type=castle&transactionType=lease&sort=cheapest",
  "page=0&pageSize=101",
  "page=100001&pageSize=100",
  "page=1.5&pageSize=24",
  "page=2&page=3",
  "minPrice=-1&maxPrice=2147483648&minRooms=1000&minSize=10000001",
  "minPrice=12.5&maxPrice=1e3&minRooms=%20&minSize=Infinity",
  "minPrice=0x10&maxPrice=%2012%20",
  "isHighlight=true&isHighlight=false",
  "isHighlight=false&sort=size_desc",
  "isHighlight=yes&sort=",
  "place=Kreuzberg&near=52.4991,13.4181&radiusKm=5",
  "place=%20-%20&near=52.5&radiusKm=5",
  "place=10961&near=52.5,13.4",
  "radiusKm=10",
  "near=95,13.4&radiusKm=5",
  "near=52.5,13.4&radiusKm=51",
  "near=52.5,%2013.4&radiusKm=2.5",
  "near=52.5,13.4,1&radiusKm=2",
  `place=${"x".repeat(101)}`,
];

describe("readListSearch", () => {
  it.each(searches)("reads ?%s as the API's schema does, without the schema library", (search) => {
    expect(readListSearch(search)).toEqual(parseListQuery(search));
  });

  it("keeps what a visitor's search names", () => {
    expect(readListSearch("type=house&page=3&features=garden,balcony&sort=price_desc")).toMatchObject({
      type: "house",
      page: 3,
      features: ["garden", "balcony"],
      sort: "price_desc",
    });
  });
});
