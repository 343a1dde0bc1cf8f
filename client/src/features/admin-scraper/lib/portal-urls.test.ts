import { describe, expect, it } from "vitest";
import { splitScrapeInput } from "./portal-urls";

describe("splitScrapeInput", () => {
  it("keeps only lines starting with the portal address and counts the others", () => {
    const text = [
      "https://www.funda.nl/koop/amsterdam/appartement-1/",
      "",
      "  https://www.funda.nl/huur/utrecht/huis-2/  ",
      "http://www.funda.nl/koop/x/",
      "https://www.immobilienscout24.de/expose/1",
      "Notiz: bitte prüfen",
    ].join("\n");
    expect(splitScrapeInput(text)).toEqual({
      urls: ["https://www.funda.nl/koop/amsterdam/appartement-1/", "https://www.funda.nl/huur/utrecht/huis-2/"],
      ignored: 3,
      duplicates: 0,
    });
  });

  it("sends a repeated URL once and handles Windows line ends", () => {
    expect(splitScrapeInput("https://www.funda.nl/a/\r\nhttps://www.funda.nl/a/\r\n")).toEqual({
      urls: ["https://www.funda.nl/a/"],
      ignored: 0,
      duplicates: 1,
    });
  });

  it("finds nothing in blank input", () => {
    expect(splitScrapeInput(" \n\n")).toEqual({ urls: [], ignored: 0, duplicates: 0 });
  });
});
