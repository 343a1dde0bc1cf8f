import { describe, expect, it } from "vitest";
import { cardImageWidths, hasVariants, variantSrcSet, variantUrl } from "./media-variants";

describe("image variants", () => {
  it("offers variants only for images this server stored", () => {
    expect(hasVariants("/media/12")).toBe(true);
    expect(hasVariants("https://fotos.example.de/a.jpg")).toBe(false);
    expect(hasVariants("/placeholders/property-1.svg")).toBe(false);
    expect(hasVariants("/media/12/400.webp")).toBe(false);
  });

  it("names a variant by width and format and lists them as a srcset", () => {
    expect(variantUrl("/media/7", 1200, "jpg")).toBe("/media/7/1200.jpg");
    expect(variantSrcSet("/media/7", "webp")).toBe(
      "/media/7/400.webp 400w, /media/7/800.webp 800w, /media/7/1200.webp 1200w",
    );
    expect(variantSrcSet("/media/7", "jpg", cardImageWidths)).toBe("/media/7/400.jpg 400w, /media/7/800.jpg 800w");
  });
});
