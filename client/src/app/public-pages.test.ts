import { describe, expect, it } from "vitest";
import { publicRoutes } from "@shared/public-routes";
import { publicPages } from "./public-pages";

describe("the client router's public pages", () => {
  it("are the shared route table, in its order, each with a page component", () => {
    expect(publicPages.map(([path]) => path)).toEqual(publicRoutes.map((route) => route.path));
    for (const [, page] of publicPages) expect(typeof page).toBe("function");
  });
});
