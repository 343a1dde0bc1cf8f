import { badRequest, HttpError } from "../http/errors";
import { parseDataUrl, sniffContentType, type DataUrl, type Upload } from "./file-types";

// The checks every uploaded file passes, photo or document: its real type read from its first
// bytes must be allowed and match the declared one, and it must not be too large.

const asUpload = (parsed: DataUrl): Upload & DataUrl => ({ ...parsed, size: parsed.bytes.length, head: parsed.bytes });

/** A data URL as an upload with its bytes in hand; undefined when it is not one. */
export const fromDataUrl = (source: string) => {
  const parsed = parseDataUrl(source);
  return parsed && asUpload(parsed);
};

/**
 * Checks a file against the allowed types by its first bytes and its size; returns it with its
 * real type. Refusals are in German, named by `label` (the field the visitor filled in).
 */
export function checkedFile<T extends Upload>(
  parsed: T | undefined,
  allowed: readonly string[],
  maxBytes: number,
  label: string,
) {
  if (!parsed || parsed.size === 0) throw badRequest(`${label}: ungültige Datei.`);
  const realType = sniffContentType(parsed.head);
  const declared = parsed.declaredType === "image/jpg" ? "image/jpeg" : parsed.declaredType;
  if (!realType || !allowed.includes(realType) || realType !== declared) {
    throw badRequest(`${label}: Dateiformat nicht erlaubt oder Inhalt passt nicht zum angegebenen Typ.`);
  }
  if (parsed.size > maxBytes) {
    throw new HttpError(413, `${label}: Die Datei ist größer als ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  }
  return { ...parsed, contentType: realType };
}
