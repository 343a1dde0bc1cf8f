import { describe, expect, it } from "vitest";
import { formatPrice } from "@shared/format";
import {
  BUY_PRICE_SCALE,
  countActiveFilters,
  defaultListState,
  emptyListFilter,
  listHref,
  pageHref,
  priceRangeText,
  pricesFromSlider,
  priceScaleFor,
  RENT_PRICE_SCALE,
  sliderRange,
  withFilter,
  withSort,
  type ListState,
} from "./list-filter";
import { parseListState } from "./parse-list-state";

const state = (overrides: Partial<ListState["filter"]> = {}, rest: Partial<ListState> = {}): ListState => ({
  ...defaultListState,
  filter: { ...emptyListFilter, ...overrides },
  ...rest,
});

describe("the list's URL state", () => {
  it("reads filters, sort and page from the query string", () => {
    expect(
      parseListState(
        "?type=house&transactionType=buy&city=Berlin%20Mitte&minPrice=100000&maxPrice=900000&minRooms=2.5&minSize=80&features=garden,balcony&sort=price_desc&page=3",
      ),
    ).toEqual({
      filter: {
        type: "house",
        transactionType: "buy",
        city: "Berlin Mitte",
        place: "",
        near: null,
        radiusKm: "",
        minPrice: "100000",
        maxPrice: "900000",
        minRooms: "2.5",
        minSize: "80",
        features: ["garden", "balcony"],
      },
      sort: "price_desc",
      page: 3,
    });
  });

  it("ignores missing and hand-edited bad values one by one instead of dropping the whole search", () => {
    expect(parseListState("")).toEqual(defaultListState);
    expect(
      parseListState("type=castle&transactionType=lease&minPrice=abc&maxPrice=-5&page=0&sort=cheap&features=pool"),
    ).toEqual(defaultListState);
    expect(parseListState("page=abc&city=Pankow").filter.city).toBe("Pankow");
  });

  it("writes only what is set, in a fixed order, without page 1 and the default sort", () => {
    expect(listHref(defaultListState)).toBe("/properties");
    expect(listHref(state({ city: "  " }))).toBe("/properties");
    expect(
      listHref(
        state({ transactionType: "rent", city: " Pankow ", maxPrice: "2000", features: ["elevator", "balcony"] }),
      ),
    ).toBe("/properties?transactionType=rent&city=Pankow&maxPrice=2000&features=balcony%2Celevator");
    expect(listHref(state({ minRooms: "3" }, { sort: "size_desc", page: 2 }))).toBe(
      "/properties?minRooms=3&sort=size_desc&page=2",
    );
  });

  it("round-trips every part through the URL", () => {
    const full = state(
      {
        type: "new",
        transactionType: "buy",
        city: "Köpenick",
        minPrice: "0",
        maxPrice: "750000",
        minRooms: "2",
        minSize: "65.5",
        features: ["balcony", "elevator"],
      },
      { sort: "price_asc", page: 4 },
    );
    expect(parseListState(listHref(full).split("?")[1])).toEqual(full);
  });

  it("starts a new filter or order on page 1 and keeps the rest", () => {
    const onPage3 = state({ city: "Mitte" }, { sort: "price_desc", page: 3 });
    expect(withFilter(onPage3, { ...emptyListFilter, city: "Wedding" })).toEqual(
      state({ city: "Wedding" }, { sort: "price_desc", page: 1 }),
    );
    expect(withSort(onPage3, "newest")).toEqual(state({ city: "Mitte" }, { page: 1 }));
    expect(pageHref(onPage3, 2)).toBe("/properties?city=Mitte&sort=price_desc&page=2");
    expect(pageHref(onPage3, 1)).toBe("/properties?city=Mitte&sort=price_desc");
  });

  it("keeps place, radius and its centre in the URL: around a place instead of it, around the visitor besides it", () => {
    const kreuzberg = { lat: 52.497, lng: 13.403 };
    const aroundPlace = state({ place: "Kreuzberg", near: { ...kreuzberg, mine: false }, radiusKm: "5" });
    expect(listHref(aroundPlace)).toBe("/properties?near=52.497%2C13.403&radiusKm=5");
    // The URL names no place: the panel shows it again once the list of places has loaded.
    expect(parseListState(listHref(aroundPlace).split("?")[1])).toEqual({
      ...aroundPlace,
      filter: { ...aroundPlace.filter, place: "" },
    });

    const aroundMe = state({ place: "10961", near: { lat: 52.5, lng: 13.4, mine: true }, radiusKm: "2" });
    expect(listHref(aroundMe)).toBe("/properties?place=10961&near=52.5%2C13.4&radiusKm=2");
    expect(parseListState(listHref(aroundMe).split("?")[1])).toEqual(aroundMe);

    // A radius without its centre is none; a place alone is a place search.
    expect(listHref(state({ place: "Neukölln", radiusKm: "5" }))).toBe("/properties?place=Neuk%C3%B6lln");
    expect(countActiveFilters(aroundMe.filter)).toBe(2);
  });

  it("counts the filters in effect", () => {
    expect(countActiveFilters(emptyListFilter)).toBe(0);
    expect(countActiveFilters({ ...emptyListFilter, type: "house", minPrice: "0", features: ["garden"] })).toBe(3);
  });
});

describe("price slider and inputs agree", () => {
  it("fits the scale to the offer: rent 0–10,000 € in 50s, buy (and all offers) 0–5,000,000 € in 10,000s", () => {
    expect(priceScaleFor("rent")).toEqual({ min: 0, max: 10_000, step: 50 });
    expect(priceScaleFor("buy")).toEqual({ min: 0, max: 5_000_000, step: 10_000 });
    expect(priceScaleFor("all")).toEqual(BUY_PRICE_SCALE);
  });

  it("puts the thumbs where the typed prices are, and the text says the same", () => {
    const typed = { minPrice: "800", maxPrice: "2000" };
    expect(sliderRange(typed, RENT_PRICE_SCALE)).toEqual([800, 2000]);
    expect(priceRangeText(typed, formatPrice).replace(/\s/g, " ")).toBe("800 € – 2.000 €");
    // Half-typed or one-sided: never "0 € – 0 €".
    expect(sliderRange({ minPrice: "800", maxPrice: "" }, RENT_PRICE_SCALE)).toEqual([800, 10_000]);
    expect(priceRangeText({ minPrice: "800", maxPrice: "" }, formatPrice).replace(/\s/g, " ")).toBe("ab 800 €");
    expect(priceRangeText({ minPrice: "", maxPrice: "2000" }, formatPrice).replace(/\s/g, " ")).toBe("bis 2.000 €");
    expect(priceRangeText({ minPrice: "", maxPrice: "" }, formatPrice)).toBe("Alle Preise");
    expect(sliderRange({ minPrice: "", maxPrice: "" }, BUY_PRICE_SCALE)).toEqual([0, 5_000_000]);
  });

  it("keeps the thumbs on the scale and in order", () => {
    expect(sliderRange({ minPrice: "123456", maxPrice: "9000000" }, BUY_PRICE_SCALE)).toEqual([123_456, 5_000_000]);
    expect(sliderRange({ minPrice: "2500", maxPrice: "900" }, RENT_PRICE_SCALE)).toEqual([900, 2500]);
    expect(sliderRange({ minPrice: "abc", maxPrice: "12000" }, RENT_PRICE_SCALE)).toEqual([0, 10_000]);
  });

  it("writes the inputs from the thumbs, an end of the scale meaning 'no bound'", () => {
    expect(pricesFromSlider([650, 1800], RENT_PRICE_SCALE)).toEqual({ minPrice: "650", maxPrice: "1800" });
    expect(pricesFromSlider([0, 10_000], RENT_PRICE_SCALE)).toEqual({ minPrice: "", maxPrice: "" });
    expect(pricesFromSlider([250_000, 5_000_000], BUY_PRICE_SCALE)).toEqual({ minPrice: "250000", maxPrice: "" });
    // And back: the slider stands where it was moved to.
    const moved = pricesFromSlider([650, 1800], RENT_PRICE_SCALE);
    expect(sliderRange(moved, RENT_PRICE_SCALE)).toEqual([650, 1800]);
  });
});

describe("Berlin places in the filter panel", () => {
  it("offers every Bezirk and Ortsteil once and finds the centre a link's circle was drawn around", async () => {
    const { placeOptions, placeCentre, placeAt } = await import("./berlin-place-options");
    expect(placeOptions).toHaveLength(102); // 96 Ortsteile and 12 Bezirke, 6 names being both
    expect(placeOptions.find((o) => o.value === "Mitte")?.label).toBe("Bezirk, Ortsteil in Mitte");
    expect(placeOptions.find((o) => o.value === "Kreuzberg")?.label).toBe("Ortsteil in Friedrichshain-Kreuzberg");
    const centre = placeCentre("kreuzberg")!;
    expect(placeAt(centre)).toBe("Kreuzberg");
    expect(placeCentre("Neukoelln")).toEqual(placeCentre("Neukölln"));
    expect(placeCentre("Potsdam")).toBeUndefined();
  });
});
