import { describe, expect, it } from "vitest";
import {
  fitImage,
  imageTransform,
  rotateClockwise,
  zoomIn,
  zoomOut,
  zoomPercent,
  ZOOM_MAX,
  ZOOM_MIN,
} from "./viewer-transform";

describe("viewer zoom and rotation", () => {
  it("zooms in steps of 0.25 between 0.5 and 3", () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(ZOOM_MAX)).toBe(3);
    expect(zoomOut(ZOOM_MIN)).toBe(0.5);
    let zoom = 1;
    for (let i = 0; i < 20; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(3);
  });

  it("turns by 90° and wraps at 360°", () => {
    expect(rotateClockwise(0)).toBe(90);
    expect(rotateClockwise(180)).toBe(270);
    expect(rotateClockwise(270)).toBe(0);
  });

  it("describes the transform and the zoom level", () => {
    expect(imageTransform(1.25, 90)).toBe("scale(1.25) rotate(90deg)");
    expect(zoomPercent(1.25)).toBe("125\u00a0%");
  });
});

describe("fitImage", () => {
  const stage = { width: 800, height: 600 };

  it("fits a large image into the stage and zooms its box", () => {
    expect(fitImage({ width: 1600, height: 1000 }, stage, 1, 0)).toEqual({
      image: { width: 800, height: 500 },
      box: { width: 800, height: 500 },
    });
    expect(fitImage({ width: 1600, height: 1000 }, stage, 2, 0).box).toEqual({ width: 1600, height: 1000 });
  });

  it("fits the turned image and swaps the box sides at 90° and 270°", () => {
    const { image, box } = fitImage({ width: 1600, height: 1000 }, stage, 1, 90);
    expect(image).toEqual({ width: 600, height: 375 });
    expect(box).toEqual({ width: 375, height: 600 });
  });

  it("never enlarges a small image at zoom 1", () => {
    expect(fitImage({ width: 200, height: 100 }, stage, 1, 180).image).toEqual({ width: 200, height: 100 });
  });
});
