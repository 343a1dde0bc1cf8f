import { describe, expect, it } from "vitest";
import { findNulByte } from "./nul-bytes";

describe("findNulByte", () => {
  it("finds a NUL character in a nested string and reports its path", () => {
    expect(findNulByte({ a: "ok", b: [{ c: "x" }, { c: "a\0b" }] })).toEqual(["b", 1, "c"]);
    expect(findNulByte("\0")).toEqual([]);
  });

  it("finds it in an object key", () => {
    expect(findNulByte({ outer: { "bö\0se": 1 } })).toEqual(["outer", "bö\0se"]);
  });

  it("accepts text without one, numbers, booleans and null", () => {
    expect(findNulByte({ title: "Altbau \u00e4\u00f6\u00fc \u2028 \\0", n: 0, t: true, z: null })).toBeUndefined();
  });

  it("walks a deeply nested document without overflowing the stack", () => {
    let deep: unknown = "tief\0";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNulByte(deep)).toHaveLength(200_000);
  });
});
