// The exposé uses the PDF standard fonts (Helvetica), which pdfkit writes in WinAnsi encoding:
// Latin-1 plus a few signs such as €, „“ and –. German text fits; anything else must be replaced
// before it is written, or it would come out as garbage.

/** The characters WinAnsi adds in 0x80–0x9F beyond Latin-1. */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Common characters outside WinAnsi and what stands in for them. */
const replacements: Record<string, string> = {
  "\u202f": "\u00a0", // narrow no-break space (newer number formats)
  "\u2009": " ", // thin space
  "\u2007": " ", // figure space
  "\u2011": "-", // non-breaking hyphen
  "\u2212": "-", // minus sign
  "\u2192": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
};

const printable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
};

/** `text` as the standard fonts can show it: known look-alikes replaced, other signs (emoji …) dropped. */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (char === "\n" || char === "\t") out += char;
    else if (printable(char)) out += char;
    else if (char in replacements) out += replacements[char];
  }
  return out;
}
