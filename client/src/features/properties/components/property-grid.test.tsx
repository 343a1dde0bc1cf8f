// @vitest-environment jsdom
// A page of 24 cards starts with its first six and shows all of them right after.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { testProperty } from "@/test/property-fixture";
import { PropertyGrid } from "./property-grid";

const page = Array.from({ length: 24 }, (_, i) =>
  testProperty({
    id: i + 1,
    title: `Wohnung Nummer ${i + 1}`,
    objectNumber: `SP-2026-${String(i + 1).padStart(4, "0")}`,
  }),
);

describe("PropertyGrid", () => {
  it("renders every card of a page, in order, the first ones first", async () => {
    renderApp(<PropertyGrid properties={page} priorityCount={3} />);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(24));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(page.map((p) => p.title));
  });

  it("renders a short list at once", () => {
    renderApp(<PropertyGrid properties={page.slice(0, 4)} />);
    expect(screen.getAllByRole("article")).toHaveLength(4);
  });
});
