// The bytes of an uploaded CSV file as text, and its separator. Excel in Germany saves "CSV
// (Trennzeichen-getrennt)" as Windows-1252 with semicolons; "CSV UTF-8" adds a byte order mark.

export type CsvEncoding = "utf-8" | "windows-1252";

/** Valid UTF-8 (with or without BOM) is read as UTF-8; anything else as Windows-1252. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(body), encoding: "windows-1252" };
  }
}

export type CsvDelimiter = "," | ";" | "\t";
const candidates: CsvDelimiter[] = [";", ",", "\t"];

/** Counts each candidate outside quotes in one line. */
function separatorCounts(line: string): Map<CsvDelimiter, number> {
  const counts = new Map<CsvDelimiter, number>(candidates.map((c) => [c, 0]));
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char as CsvDelimiter))
      counts.set(char as CsvDelimiter, counts.get(char as CsvDelimiter)! + 1);
  }
  return counts;
}

/**
 * The separator of the header line (the one it uses most outside quotes; comma when none).
 * Excel's optional first line "sep=;" names it explicitly and is skipped.
 */
export function detectDelimiter(text: string): { delimiter: CsvDelimiter; body: string; skippedLines: number } {
  const withoutBom = text.replace(/^\uFEFF/, "");
  const sep = /^sep=([,;\t])\r?\n/i.exec(withoutBom);
  if (sep) return { delimiter: sep[1] as CsvDelimiter, body: withoutBom.slice(sep[0].length), skippedLines: 1 };
  const header = withoutBom.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  const counts = separatorCounts(header);
  const best = candidates.reduce((a, b) => (counts.get(b)! > counts.get(a)! ? b : a), ",");
  return { delimiter: counts.get(best)! > 0 ? best : ",", body: withoutBom, skippedLines: 0 };
}
