import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";
import { describe, expect, it } from "vitest";
import {
  firstCompressionAttempt,
  MAX_EDGE,
  MIN_EDGE,
  nextCompressionAttempt,
  type CompressionAttempt,
} from "./compression-plan";

const LIMIT = MAX_DOCUMENT_BYTES;

describe("shrinking an oversized image", () => {
  it("starts at full size and good quality, capped at the largest edge", () => {
    expect(firstCompressionAttempt(3000, 2000)).toEqual({ width: 3000, height: 2000, quality: 0.85, attempt: 1 });
    expect(firstCompressionAttempt(8000, 6000)).toEqual({ width: MAX_EDGE, height: 3072, quality: 0.85, attempt: 1 });
  });

  it("stops as soon as a try fits", () => {
    expect(nextCompressionAttempt(firstCompressionAttempt(3000, 2000), LIMIT, LIMIT)).toBeNull();
  });

  it("shrinks by the square root of the miss, within 50–90 % per step, and lowers the quality", () => {
    const first = firstCompressionAttempt(4000, 3000);
    const small = nextCompressionAttempt(first, LIMIT * 4, LIMIT)!;
    expect(small.width).toBe(Math.round(4000 * 0.5));
    expect(small.quality).toBe(0.8);
    const close = nextCompressionAttempt(first, LIMIT + 1, LIMIT)!;
    expect(close.width).toBe(Math.round(4000 * 0.9));
  });

  it("never goes below a legible size and gives up after a few tries", () => {
    const near: CompressionAttempt = { width: 1000, height: 700, quality: 0.7, attempt: 3 };
    const last = nextCompressionAttempt(near, LIMIT * 3, LIMIT)!;
    expect(Math.max(last.width, last.height)).toBe(MIN_EDGE);
    expect(last.quality).toBe(0.65);
    expect(nextCompressionAttempt(last, LIMIT * 2, LIMIT)).toBeNull();
    expect(
      nextCompressionAttempt({ width: 3000, height: 2000, quality: 0.6, attempt: 8 }, LIMIT * 2, LIMIT),
    ).toBeNull();
  });

  it("reaches a size that fits for a typical oversized photo", () => {
    // Model: JPEG bytes roughly proportional to the pixel count (≈1.2 bytes per pixel at q 0.85).
    let attempt: CompressionAttempt | null = firstCompressionAttempt(6000, 4500);
    let bytes = 0;
    while (attempt) {
      bytes = attempt.width * attempt.height * 1.2 * (attempt.quality / 0.85);
      if (bytes <= LIMIT) break;
      attempt = nextCompressionAttempt(attempt, bytes, LIMIT);
    }
    expect(bytes).toBeLessThanOrEqual(LIMIT);
  });
});
