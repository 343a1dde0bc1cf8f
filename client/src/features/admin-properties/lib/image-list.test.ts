import { describe, expect, it } from "vitest";
import { MAX_IMAGES_PER_PROPERTY } from "@shared/validation/property";
import {
  imageLimitMessage,
  imageSource,
  isHttpUrl,
  moveItem,
  remainingImageSlots,
  removeItem,
  splitImageFiles,
} from "./image-list";

describe("image limit", () => {
  it("counts the free slots of ten", () => {
    expect(MAX_IMAGES_PER_PROPERTY).toBe(10);
    expect(remainingImageSlots(0)).toBe(10);
    expect(remainingImageSlots(7)).toBe(3);
    expect(remainingImageSlots(12)).toBe(0);
  });

  it("says how many may still be uploaded", () => {
    expect(imageLimitMessage(3)).toBe("Maximal 10 Bilder erlaubt. Sie können noch 3 Bilder hochladen.");
    expect(imageLimitMessage(0)).toBe("Maximal 10 Bilder erlaubt. Sie können noch 0 Bilder hochladen.");
    expect(imageLimitMessage(1)).toBe("Maximal 10 Bilder erlaubt. Sie können noch 1 Bild hochladen.");
    expect(imageLimitMessage(1)).toContain(`Maximal ${MAX_IMAGES_PER_PROPERTY} Bilder`);
  });
});

describe("moveItem and removeItem", () => {
  it("moves an image up and down", () => {
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });

  it("leaves the list alone at its ends", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });

  it("removes one image", () => {
    expect(removeItem(["a", "b", "c"], 1)).toEqual(["a", "c"]);
  });
});

describe("isHttpUrl", () => {
  it("accepts http and https addresses", () => {
    expect(isHttpUrl("https://images.example.com/a.jpg")).toBe(true);
    expect(isHttpUrl(" http://example.com/b.png ")).toBe(true);
  });

  it("refuses everything else", () => {
    for (const text of [
      "",
      "example.com/a.jpg",
      "ftp://example.com/a.jpg",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/media/Xk3v9QwZr1Lm8PqT2sYb03",
    ]) {
      expect(isHttpUrl(text)).toBe(false);
    }
  });
});

describe("splitImageFiles", () => {
  it("keeps image/* files and rejects the rest", () => {
    const png = { type: "image/png" };
    const pdf = { type: "application/pdf" };
    const unknown = { type: "" };
    expect(splitImageFiles([png, pdf, unknown])).toEqual({ images: [png], rejected: [pdf, unknown] });
  });
});

describe("imageSource", () => {
  it("tells uploads, stored files and links apart", () => {
    expect(imageSource("data:image/jpeg;base64,AAAA")).toBe("upload");
    expect(imageSource("/media/Xk3v9QwZr1Lm8PqT2sYb12")).toBe("stored");
    expect(imageSource("https://example.com/a.jpg")).toBe("link");
  });
});
