import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./escape-markup";

describe("escapeMarkup", () => {
  it("escapes what could end text or a double-quoted attribute, and nothing else", () => {
    expect(escapeMarkup(`Tom & Jerry's <b>"Loft"</b> – 5 €`)).toBe(
      "Tom &amp; Jerry's &lt;b&gt;&quot;Loft&quot;&lt;/b&gt; – 5 €",
    );
  });

  it("writes ' as &#39; where asked (mails, print view)", () => {
    expect(escapeMarkup(`O'Brien & "Söhne"`, { apostrophe: true })).toBe("O&#39;Brien &amp; &quot;Söhne&quot;");
  });

  it("escapes an entity again rather than trusting it", () => {
    expect(escapeMarkup("&amp; &#39;")).toBe("&amp;amp; &amp;#39;");
  });
});
