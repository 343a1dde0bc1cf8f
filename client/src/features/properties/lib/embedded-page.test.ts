import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, listPageApiPath } from "@shared/search/list-params";
import { listPageQuery } from "@shared/search/read-list-search";
import { propertyPageUrl } from "../api/use-property-page";
import { toListQuery } from "./list-filter";
import { parseListState } from "./parse-list-state";

// The server embeds the list page's first answer under the API URL it works out from the page's
// URL; the page uses it only when it asks for the very same URL, else it waits for a second request.
const searches = [
  "",
  "page=2",
  "sort=price_asc&city=%20Berlin%20&type=apartment&transactionType=rent",
  "minPrice=800&maxPrice=2000.4&minRooms=2.50&minSize=1e2",
  "features=garden,balcony&features=elevator&isHighlight=true",
  "page=abc&sort=cheapest&pageSize=3&type=castle",
];

describe("the list page's first answer", () => {
  it.each(searches)("is asked for under the URL the server embeds it for (?%s)", (search) => {
    const asked = propertyPageUrl({ ...toListQuery(parseListState(search)), pageSize: DEFAULT_PAGE_SIZE });
    expect(asked).toBe(listPageApiPath(listPageQuery(search)));
    expect(new URLSearchParams(asked.split("?")[1]).get("pageSize")).toBe("24");
  });
});
