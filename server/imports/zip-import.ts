import { posix } from "node:path";
import { parse } from "csv-parse/sync";
import { csvParseOptions, jsonImportRows, propertyFromCsvRecord, type CsvRecord } from "@shared/import-rows";
import { badRequest } from "../http/errors";
import { sniffContentType } from "../media/file-types";
import type { ImportResult, ImportService } from "./import.service";
import { ZIP_LIMITS, ZipArchive } from "./zip-archive";

const DATA_FILES = ["properties.json", "properties.csv"];

/** properties.json or .csv at the root, or inside the archive's one top folder. */
function findDataFile(archive: ZipArchive): string | undefined {
  const atRoot = DATA_FILES.find((name) => archive.has(name));
  if (atRoot) return atRoot;
  const tops = new Set(archive.names().map((name) => name.split("/")[0]));
  if (tops.size !== 1) return undefined;
  const [top] = tops;
  return DATA_FILES.map((name) => `${top}/${name}`).find((name) => archive.has(name));
}

async function readRows(archive: ZipArchive, dataFile: string): Promise<unknown[]> {
  const text = (await archive.read(dataFile, ZIP_LIMITS.maxDataFileBytes)).toString("utf8").replace(/^\uFEFF/, "");
  if (dataFile.endsWith(".json")) {
    try {
      return jsonImportRows(JSON.parse(text));
    } catch {
      throw badRequest("properties.json enthält kein gültiges JSON.");
    }
  }
  try {
    return (parse(text, csvParseOptions) as CsvRecord[]).map(propertyFromCsvRecord);
  } catch {
    throw badRequest("properties.csv konnte nicht gelesen werden.");
  }
}

const isExternal = (image: string) => /^(https?:\/\/|data:|\/media\/)/i.test(image);

/** Replaces image paths relative to the data file by data URLs of the archive's files. */
function imagesFromArchive(archive: ZipArchive, baseDir: string) {
  return async (row: unknown) => {
    const images = (row as { images?: unknown })?.images;
    if (!Array.isArray(images)) return row;
    const resolved: unknown[] = [];
    for (const image of images) {
      if (typeof image !== "string" || isExternal(image)) {
        resolved.push(image);
        continue;
      }
      const name = posix.normalize(posix.join(baseDir, image));
      if (name.startsWith("..") || !archive.has(name)) throw badRequest(`Bild nicht im Archiv gefunden: ${image}`);
      const bytes = await archive.read(name, ZIP_LIMITS.maxImageBytes);
      const type = sniffContentType(bytes);
      if (!type?.startsWith("image/")) throw badRequest(`Keine Bilddatei: ${image}`);
      resolved.push(`data:${type};base64,${bytes.toString("base64")}`);
    }
    return { ...(row as object), images: resolved };
  };
}

export async function importZip(buffer: Buffer, imports: ImportService): Promise<ImportResult> {
  const archive = await ZipArchive.open(buffer);
  const dataFile = findDataFile(archive);
  if (!dataFile) throw badRequest("Im Archiv fehlt eine Datei properties.json oder properties.csv.");
  const rows = await readRows(archive, dataFile);
  return imports.importRows(rows, imagesFromArchive(archive, posix.dirname(dataFile)));
}
