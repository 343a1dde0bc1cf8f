import { posix } from "node:path";
import { parse } from "csv-parse/sync";
import { jsonImportRows } from "@shared/import-rows";
import { readCsvFile, type CsvParse } from "@shared/imports/csv-file";
import { decodeCsvBytes } from "@shared/imports/csv-text";
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

/** A CSV row whose cells could not be read (a feature that is neither ja nor nein …): refused as a whole. */
class UnreadableRow {
  constructor(readonly problems: string[]) {}
}

/** The data file's rows, and for a CSV file the line where each row starts (how the person finds it). */
async function readRows(archive: ZipArchive, dataFile: string): Promise<{ rows: unknown[]; lines?: number[] }> {
  const bytes = await archive.read(dataFile, ZIP_LIMITS.maxDataFileBytes);
  if (dataFile.endsWith(".json")) {
    try {
      return { rows: jsonImportRows(JSON.parse(bytes.toString("utf8").replace(/^\uFEFF/, ""))) };
    } catch {
      throw badRequest("properties.json enthält kein gültiges JSON.");
    }
  }
  // UTF-8 or Windows-1252, comma or semicolon: the same reader as the admin's CSV tab.
  const result = readCsvFile(decodeCsvBytes(bytes).text, parse as CsvParse);
  if (!result.ok) throw badRequest(`properties.csv konnte nicht gelesen werden. ${result.message}`);
  const { rows } = result.file;
  return {
    rows: rows.map((row) => (row.problems.length ? new UnreadableRow(row.problems) : row.property)),
    lines: rows.map((row) => row.line),
  };
}

const isExternal = (image: string) => /^(https?:\/\/|data:|\/media\/)/i.test(image);

/** Replaces image and floor plan paths relative to the data file by data URLs of the archive's files. */
function imagesFromArchive(archive: ZipArchive, baseDir: string) {
  async function resolve(images: unknown): Promise<unknown> {
    if (!Array.isArray(images)) return images;
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
    return resolved;
  }
  return async (row: unknown) => {
    if (row instanceof UnreadableRow) throw badRequest(row.problems.join("; "));
    if (typeof row !== "object" || row === null) return row;
    const { images, floorPlans } = row as { images?: unknown; floorPlans?: unknown };
    return {
      ...row,
      ...(images !== undefined ? { images: await resolve(images) } : {}),
      ...(floorPlans !== undefined ? { floorPlans: await resolve(floorPlans) } : {}),
    };
  };
}

export async function importZip(buffer: Buffer, imports: ImportService): Promise<ImportResult & { lines?: number[] }> {
  const archive = await ZipArchive.open(buffer);
  const dataFile = findDataFile(archive);
  if (!dataFile) throw badRequest("Im Archiv fehlt eine Datei properties.json oder properties.csv.");
  const { rows, lines } = await readRows(archive, dataFile);
  const result = await imports.importRows(rows, imagesFromArchive(archive, posix.dirname(dataFile)));
  return lines ? { ...result, lines } : result;
}
