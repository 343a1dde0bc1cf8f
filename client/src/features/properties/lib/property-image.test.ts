import { describe, expect, it } from "vitest";
import { placeholderImages, propertyCardImage, propertyGallery } from "./property-image";

describe("propertyCardImage", () => {
  it("uses the first image when it is an http(s) URL", () => {
    expect(propertyCardImage(["https://example.com/a.jpg"], 0)).toEqual({
      src: "https://example.com/a.jpg",
      isPlaceholder: false,
    });
    expect(propertyCardImage(["http://example.com/a.jpg"], 4).isPlaceholder).toBe(false);
  });

  it("uses the first image when it is a stored media path", () => {
    expect(propertyCardImage(["/media/Xk3v9QwZr1Lm8PqT2sYb17"], 2)).toEqual({
      src: "/media/Xk3v9QwZr1Lm8PqT2sYb17",
      isPlaceholder: false,
    });
  });

  it("falls back to a placeholder chosen by index modulo 3", () => {
    expect(propertyCardImage([], 0).src).toBe(placeholderImages[0]);
    expect(propertyCardImage([], 4).src).toBe(placeholderImages[1]);
    expect(propertyCardImage(["data:image/png;base64,AAAA"], 5).src).toBe(placeholderImages[2]);
  });

  it("only looks at the first entry", () => {
    expect(propertyCardImage(["kaputt.jpg", "https://example.com/b.jpg"], 0).isPlaceholder).toBe(true);
  });
});

describe("propertyGallery", () => {
  it("keeps displayable images and drops the rest", () => {
    expect(
      propertyGallery(["/media/Xk3v9QwZr1Lm8PqT2sYb01", "x.png", "https://example.com/c.jpg"]).map((i) => i.src),
    ).toEqual(["/media/Xk3v9QwZr1Lm8PqT2sYb01", "https://example.com/c.jpg"]);
  });

  it("shows all three placeholders when nothing is displayable", () => {
    expect(propertyGallery([]).map((i) => i.src)).toEqual([...placeholderImages]);
  });

  it("puts the displayable floor plans after the photos, marked as such", () => {
    const slides = propertyGallery(["https://example.com/a.jpg"], ["/media/Xk3v9QwZr1Lm8PqT2sYb02", "plan.pdf"]);
    expect(slides).toEqual([
      { src: "https://example.com/a.jpg", isPlaceholder: false, isFloorPlan: false },
      { src: "/media/Xk3v9QwZr1Lm8PqT2sYb02", isPlaceholder: false, isFloorPlan: true },
    ]);
    expect(propertyGallery([], ["/media/Xk3v9QwZr1Lm8PqT2sYb02"]).map((s) => s.isPlaceholder)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
