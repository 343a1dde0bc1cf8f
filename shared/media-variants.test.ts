import { describe, expect, it } from "vitest";
import { cardImageWidths, hasVariants, variantSrcSet, variantUrl } from "./media-variants";

describe("image variants", () => {
  it("offers variants only for images this server stored", () => {
    expect(hasVariants("/media/Xk3v9QwZr1Lm8PqT2sYb12")).toBe(true);
    expect(hasVariants("https://fotos.example.de/a.jpg")).toBe(false);
    expect(hasVariants("/placeholders/property-1.svg")).toBe(false);
    expect(hasVariants("/media/Xk3v9QwZr1Lm8PqT2sYb12/400.webp")).toBe(false);
  });

  it("names a variant by width and format and lists them as a srcset", () => {
    expect(variantUrl("/media/Xk3v9QwZr1Lm8PqT2sYb07", 1200, "jpg")).toBe("/media/Xk3v9QwZr1Lm8PqT2sYb07/1200.jpg");
    expect(variantSrcSet("/media/Xk3v9QwZr1Lm8PqT2sYb07", "webp")).toBe(
      "/media/Xk3v9QwZr1Lm8PqT2sYb07/400.webp 400w, /media/Xk3v9QwZr1Lm8PqT2sYb07/800.webp 800w, /media/Xk3v9QwZr1Lm8PqT2sYb07/1200.webp 1200w",
    );
    expect(variantSrcSet("/media/Xk3v9QwZr1Lm8PqT2sYb07", "jpg", cardImageWidths)).toBe(
      "/media/Xk3v9QwZr1Lm8PqT2sYb07/400.jpg 400w, /media/Xk3v9QwZr1Lm8PqT2sYb07/800.jpg 800w",
    );
  });
});
