import { describe, expect, it } from "vitest";
import { parseJsonInput } from "./json-input";

describe("parseJsonInput", () => {
  it("keeps a list and wraps a single object into one", () => {
    expect(parseJsonInput('[{"title":"A"},{"title":"B"}]')).toEqual({
      ok: true,
      rows: [{ title: "A" }, { title: "B" }],
    });
    expect(parseJsonInput('  {"title":"Ä"}\n')).toEqual({ ok: true, rows: [{ title: "Ä" }] });
  });

  it("treats blank input as empty and broken JSON as invalid", () => {
    expect(parseJsonInput("  \n ")).toEqual({ ok: false, reason: "empty" });
    expect(parseJsonInput('[{"title": "A",]')).toEqual({ ok: false, reason: "invalid" });
  });

  it("ignores a byte order mark from a saved file", () => {
    expect(parseJsonInput('\uFEFF[{"title":"A"}]')).toEqual({ ok: true, rows: [{ title: "A" }] });
  });
});
