import { describe, expect, it } from "vitest";
import { previewCells } from "./preview-cells";

describe("previewCells", () => {
  it("shows German labels and formats", () => {
    const cells = previewCells({
      title: "Altbau",
      type: "apartment",
      transactionType: "rent",
      price: 1450,
      size: 78,
      rooms: 2.5,
      city: "Berlin",
      status: "active",
      images: ["a", "b"],
    });
    expect(cells).toEqual({
      title: "Altbau",
      type: "Wohnung",
      transactionType: "Mieten",
      price: "1.450\u00a0€",
      size: "78\u00a0m²",
      rooms: "2,5",
      city: "Berlin",
      status: "Aktiv",
      images: 2,
    });
  });

  it("shows gaps as a dash, unknown values as given and non-numbers as such", () => {
    const cells = previewCells({ type: "castle", price: Number.NaN, images: [] });
    expect(cells).toMatchObject({
      title: "–",
      type: "castle",
      transactionType: "–",
      price: "keine Zahl",
      size: "–",
      images: 0,
    });
  });
});
