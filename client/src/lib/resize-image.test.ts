import { describe, expect, it, vi } from "vitest";
import {
  fitWithin,
  ImageReadError,
  JPEG_QUALITY,
  MAX_IMAGE_EDGE,
  resizeImage,
  type ImageTools,
  type Size,
} from "./resize-image";

describe("fitWithin", () => {
  it("scales landscape and portrait images to 1200 px on the longer side", () => {
    expect(MAX_IMAGE_EDGE).toBe(1200);
    expect(fitWithin({ width: 2400, height: 1600 })).toEqual({ width: 1200, height: 800 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 900, height: 1200 });
  });

  it("never enlarges small images", () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1200, height: 1200 })).toEqual({ width: 1200, height: 1200 });
  });

  it("keeps at least one pixel of a very thin image", () => {
    expect(fitWithin({ width: 10_000, height: 2 })).toEqual({ width: 1200, height: 1 });
  });
});

function fakeTools(decoded: Size) {
  const drawn: unknown[][] = [];
  const encoded: unknown[][] = [];
  let canvasSize: Size | undefined;
  const close = vi.fn();
  const context = {
    fillStyle: "",
    imageSmoothingEnabled: false,
    imageSmoothingQuality: "low" as ImageSmoothingQuality,
    fillRect: vi.fn(),
    drawImage: (...args: unknown[]) => void drawn.push(args),
  };
  const tools: ImageTools = {
    decode: async () => ({ ...decoded, source: "bitmap" as unknown as CanvasImageSource, close }),
    createCanvas: (size) => {
      canvasSize = size;
      return {
        getContext: () => context as never,
        toDataURL: (...args: unknown[]) => (encoded.push(args), "data:image/jpeg;base64,AAAA"),
      };
    },
  };
  return { tools, drawn, encoded, context, close, canvasSize: () => canvasSize };
}

describe("resizeImage", () => {
  it("draws the image at the fitted size and encodes a JPEG at quality 0.85", async () => {
    const fake = fakeTools({ width: 2400, height: 1600 });
    const result = await resizeImage(new Blob(["x"], { type: "image/png" }), fake.tools);
    expect(result).toBe("data:image/jpeg;base64,AAAA");
    expect(fake.canvasSize()).toEqual({ width: 1200, height: 800 });
    expect(fake.drawn).toEqual([["bitmap", 0, 0, 1200, 800]]);
    expect(fake.encoded).toEqual([["image/jpeg", JPEG_QUALITY]]);
    expect(JPEG_QUALITY).toBe(0.85);
    expect(fake.context.fillStyle).toBe("#ffffff");
    expect(fake.close).toHaveBeenCalled();
  });

  it("reports a file the browser cannot decode", async () => {
    const tools: ImageTools = {
      decode: () => Promise.reject(new Error("bad")),
      createCanvas: () => {
        throw new Error("unused");
      },
    };
    const file = Object.assign(new Blob(["x"], { type: "image/heic" }), { name: "urlaub.heic" });
    await expect(resizeImage(file, tools)).rejects.toBeInstanceOf(ImageReadError);
    await expect(resizeImage(file, tools)).rejects.toThrow("Das Bild „urlaub.heic“ konnte nicht gelesen werden.");
  });

  it("fails when the canvas does not produce a JPEG", async () => {
    const fake = fakeTools({ width: 100, height: 100 });
    const tools: ImageTools = {
      ...fake.tools,
      createCanvas: (size) => ({ ...fake.tools.createCanvas(size), toDataURL: () => "data:," }),
    };
    await expect(resizeImage(new Blob(["x"]), tools)).rejects.toBeInstanceOf(ImageReadError);
  });
});
