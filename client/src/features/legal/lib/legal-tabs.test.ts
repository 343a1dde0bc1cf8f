import { describe, expect, it } from "vitest";
import { isLegalTab, tabFromHash } from "./legal-tabs";

describe("tabFromHash", () => {
  it("opens the tab named by the hash", () => {
    expect(tabFromHash("#datenschutz")).toBe("datenschutz");
    expect(tabFromHash("#cookies")).toBe("cookies");
    expect(tabFromHash("#impressum")).toBe("impressum");
  });

  it("falls back to the Impressum for no, unknown or malformed hashes", () => {
    expect(tabFromHash("")).toBe("impressum");
    expect(tabFromHash("#")).toBe("impressum");
    expect(tabFromHash("#agb")).toBe("impressum");
    expect(tabFromHash("#%E0%A4%A")).toBe("impressum");
  });

  it("ignores case and the leading #", () => {
    expect(tabFromHash("#Cookies")).toBe("cookies");
    expect(tabFromHash("datenschutz")).toBe("datenschutz");
  });
});

describe("isLegalTab", () => {
  it("accepts exactly the three tab values", () => {
    expect(isLegalTab("cookies")).toBe(true);
    expect(isLegalTab("agb")).toBe(false);
  });
});
