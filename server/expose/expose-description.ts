// The description as the exposé prints it: bounded, so no listing text can make a PDF of hundreds
// of pages (or seconds of work). The full text stays on the listing's page.

export const EXPOSE_DESCRIPTION_LIMITS = { paragraphs: 25, characters: 6_000 };

const shortened = "… Die vollständige Beschreibung finden Sie auf der Seite der Immobilie (Link unten).";

/** Paragraphs to print: at most `paragraphs` (later ones join the last) and `characters` in all, cut at a word. */
export function exposeDescription(description: string, limits = EXPOSE_DESCRIPTION_LIMITS): string[] {
  const all = description
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const kept = all.slice(0, limits.paragraphs);
  if (all.length > limits.paragraphs) kept[kept.length - 1] = [kept.at(-1), ...all.slice(limits.paragraphs)].join(" ");
  const printed: string[] = [];
  let left = limits.characters;
  for (const paragraph of kept) {
    if (paragraph.length <= left) {
      printed.push(paragraph);
      left -= paragraph.length;
      continue;
    }
    const cut = paragraph.slice(0, left).replace(/\s+\S*$/, "");
    printed.push(`${cut}${shortened}`);
    return printed;
  }
  return printed;
}
