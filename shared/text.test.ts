import { describe, expect, it } from "vitest";
import { readingTime, slugify, stripMarkup, truncate } from "./text";

describe("truncate", () => {
  it("keeps text that fits", () => {
    expect(truncate("Kurzer Text", 11)).toBe("Kurzer Text");
    expect(truncate("Kurz", 80)).toBe("Kurz");
  });

  it("cuts longer text and appends an ellipsis", () => {
    expect(truncate("Altbauwohnung", 4)).toBe("Altb...");
  });

  it("does not leave a space before the ellipsis", () => {
    expect(truncate("Helle Wohnung mit Balkon", 6)).toBe("Helle...");
  });
});

describe("stripMarkup", () => {
  it("removes headings, bold, italic and link syntax", () => {
    const markup = "# Titel\n\nEin **fetter** und ein *kursiver* Text mit [Link](https://example.com).";
    expect(stripMarkup(markup)).toBe("Titel Ein fetter und ein kursiver Text mit Link.");
  });

  it("handles all heading levels and underscore emphasis", () => {
    expect(stripMarkup("###### Klein\n__fett__ und _schräg_")).toBe("Klein fett und schräg");
  });

  it("removes dash bullets and collapses whitespace", () => {
    expect(stripMarkup("Liste:\n- eins\n-   zwei\n\n\n  Ende  ")).toBe("Liste: eins zwei Ende");
  });

  it("removes the whole link target, also when the URL holds parentheses", () => {
    expect(
      stripMarkup(
        "Siehe [Berlin](https://de.wikipedia.org/wiki/Berlin_(Begriffsklärung)) und [x](javascript:alert(1)).",
      ),
    ).toBe("Siehe Berlin und x.");
    expect(stripMarkup('[Mieterverein](https://example.com "Titel") hilft')).toBe("Mieterverein hilft");
  });

  it("leaves underscores inside words alone", () => {
    expect(stripMarkup("datei_name_neu")).toBe("datei_name_neu");
  });
});

describe("readingTime", () => {
  const words = (n: number) => Array.from({ length: n }, () => "Wort").join(" ");

  it("is at least one minute", () => {
    expect(readingTime("")).toBe(1);
    expect(readingTime("Drei kurze Worte")).toBe(1);
  });

  it("divides the word count by 200 and rounds up", () => {
    expect(readingTime(words(200))).toBe(1);
    expect(readingTime(words(201))).toBe(2);
    expect(readingTime(words(1000))).toBe(5);
  });

  it("does not count markup as words", () => {
    expect(readingTime(`# ${words(199)}\n\n- **x**`)).toBe(1);
  });
});

describe("slugify", () => {
  it("lowercases and joins words with hyphens", () => {
    expect(slugify("Wohnen in Berlin")).toBe("wohnen-in-berlin");
  });

  it("transliterates German letters", () => {
    expect(slugify("Über Größe und Straße")).toBe("ueber-groesse-und-strasse");
    expect(slugify("Ärger mit Öl")).toBe("aerger-mit-oel");
  });

  it("strips non-word characters and collapses hyphens", () => {
    expect(slugify("Kaufen oder mieten? 5 Tipps – 2026!")).toBe("kaufen-oder-mieten-5-tipps-2026");
    expect(slugify("  --Doppel--Bindestrich--  ")).toBe("doppel-bindestrich");
  });

  it("produces only characters the blog slug rule allows", () => {
    expect(slugify("Café_Kultur & Kiez")).toMatch(/^[a-z0-9-]+$/);
    expect(slugify("Café_Kultur & Kiez")).toBe("cafe-kultur-kiez");
  });
});
