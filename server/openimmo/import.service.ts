import { posix } from "node:path";
import { MAX_FLOOR_PLANS, MAX_IMAGES_PER_PROPERTY, propertyInputSchema } from "@shared/validation/property";
import type { OpenimmoImportResult, OpenimmoObjectResult } from "@shared/contracts/openimmo";
import { badRequest, HttpError } from "../http/errors";
import { sniffContentType } from "../media/file-types";
import { ZIP_LIMITS, ZipArchive } from "../imports/zip-archive";
import type { PropertiesService } from "../properties/properties.service";
import type { PropertiesRepo } from "../properties/properties.repo";
import type { ImmobilieRead } from "./from-xml";
import { xmlTooLargeMessage, XML_LIMITS } from "./safe-xml";
import { readOpenimmoInWorker } from "./read-openimmo-in-worker";

export const noXmlInArchiveMessage = "Im Archiv fehlt die OpenImmo-Datei (.xml).";

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** The archive's XML: openimmo.xml or the only .xml, at the root or in its one top folder. */
function findXml(archive: ZipArchive): string | undefined {
  const xmls = archive.names().filter((name) => name.toLowerCase().endsWith(".xml") && name.split("/").length <= 2);
  return (
    xmls.find((name) => posix.basename(name).toLowerCase() === "openimmo.xml") ??
    (xmls.length === 1 ? xmls[0] : undefined)
  );
}

async function readXml(archive: ZipArchive, name: string): Promise<Buffer> {
  try {
    return await archive.read(name, XML_LIMITS.maxBytes);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw badRequest(xmlTooLargeMessage);
    throw error;
  }
}

const imageGroups = ["TITELBILD", "BILD", "INNENANSICHTEN", "AUSSENANSICHTEN", "PANORAMA"];

const describeIssues = (issues: { path: PropertyKey[]; message: string }[]) => issues.map((i) => i.message).join("; ");

export function createOpenimmoImport(properties: PropertiesService, repo: PropertiesRepo) {
  /** Photos and floor plans of one object: archive files become data URLs (stored as media on save). */
  async function attachments(read: ImmobilieRead, archive: ZipArchive | undefined, baseDir: string, notes: string[]) {
    const images: string[] = [];
    const floorPlans: string[] = [];
    const ordered = [...read.attachments].sort(
      (a, b) => Number(b.group === "TITELBILD") - Number(a.group === "TITELBILD"),
    );
    let missing = 0;
    for (const entry of ordered) {
      const target = entry.group === "GRUNDRISS" ? floorPlans : imageGroups.includes(entry.group) ? images : undefined;
      if (!target) continue;
      if (/^https?:\/\//i.test(entry.path)) {
        target.push(entry.path);
        continue;
      }
      const name = posix.normalize(posix.join(baseDir, entry.path.replace(/\\/g, "/")));
      if (!archive) {
        missing++;
        continue;
      }
      if (name.startsWith("..") || posix.isAbsolute(name) || !archive.has(name))
        throw badRequest(`Bild nicht im Archiv gefunden: ${entry.path}`);
      const bytes = await archive.read(name, ZIP_LIMITS.maxImageBytes);
      const type = sniffContentType(bytes);
      if (!type?.startsWith("image/")) throw badRequest(`Keine Bilddatei: ${entry.path}`);
      target.push(`data:${type};base64,${bytes.toString("base64")}`);
    }
    if (missing) notes.push(`${missing} Bilddatei(en) nicht übernommen: nur im ZIP-Archiv mitlieferbar.`);
    if (images.length > MAX_IMAGES_PER_PROPERTY)
      notes.push(`Nur die ersten ${MAX_IMAGES_PER_PROPERTY} Bilder übernommen.`);
    if (floorPlans.length > MAX_FLOOR_PLANS) notes.push(`Nur die ersten ${MAX_FLOOR_PLANS} Grundrisse übernommen.`);
    return { images: images.slice(0, MAX_IMAGES_PER_PROPERTY), floorPlans: floorPlans.slice(0, MAX_FLOOR_PLANS) };
  }

  async function importOne(
    read: ImmobilieRead,
    archive: ZipArchive | undefined,
    baseDir: string,
  ): Promise<OpenimmoObjectResult> {
    const objectNumber = read.objectNumber ?? "";
    const title = typeof read.listing.title === "string" ? read.listing.title : null;
    const refused = (message: string): OpenimmoObjectResult => ({
      objectNumber,
      title,
      outcome: "refused",
      reasons: [message],
    });
    if (!read.objectNumber) return refused("Objektnummer fehlt (verwaltung_techn/objektnr_extern).");
    if (read.action === "REFERENZ") return refused("Referenzobjekte werden nicht importiert.");
    if (read.action === "DELETE") {
      const known = await repo.findByObjectNumber(read.objectNumber);
      if (!known) return refused("Objekt zum Löschen nicht gefunden.");
      if (known.status !== "hidden") await properties.update(known.id, { status: "hidden" });
      return {
        objectNumber,
        title: known.title,
        outcome: "hidden",
        reasons: ["Vom Anbieter gelöscht (aktionart DELETE)."],
      };
    }
    if (read.unsupported) return refused(read.unsupported);
    const notes: string[] = [];
    try {
      const files = await attachments(read, archive, baseDir, notes);
      const parsed = propertyInputSchema.safeParse({ ...read.listing, ...files });
      if (!parsed.success) return refused(describeIssues(parsed.error.issues));
      const { outcome, hiddenBecause } = await properties.importListing(parsed.data);
      if (hiddenBecause.length)
        return {
          objectNumber,
          title,
          outcome: "hidden",
          reasons: [`Versteckt gespeichert, es fehlen: ${hiddenBecause.map((m) => m.label).join(", ")}`, ...notes],
          stored: outcome,
        };
      return { objectNumber, title, outcome, reasons: notes };
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) return refused(error.message);
      throw error;
    }
  }

  return {
    /**
     * Imports a ZIP (XML plus image files) or a bare XML: creates new listings, updates known
     * object numbers, hides the ones marked DELETE; reports each object. A hostile or broken file
     * is refused as a whole before anything is stored.
     */
    async importFile(bytes: Buffer): Promise<OpenimmoImportResult> {
      let archive: ZipArchive | undefined;
      let xml = bytes;
      let baseDir = ".";
      if (isZip(bytes)) {
        archive = await ZipArchive.open(bytes);
        const name = findXml(archive);
        if (!name) throw badRequest(noXmlInArchiveMessage);
        xml = await readXml(archive, name);
        baseDir = posix.dirname(name);
      }
      const objects = await readOpenimmoInWorker(xml);
      const results: OpenimmoObjectResult[] = [];
      for (const read of objects) results.push(await importOne(read, archive, baseDir));
      const count = (outcome: OpenimmoObjectResult["outcome"]) => results.filter((r) => r.outcome === outcome).length;
      return {
        created: count("created"),
        updated: count("updated"),
        hidden: count("hidden"),
        refused: results
          .filter((r) => r.outcome === "refused")
          .map((r) => ({ objectNumber: r.objectNumber, message: r.reasons.join(" ") })),
        results,
      };
    },
  };
}

export type OpenimmoImport = ReturnType<typeof createOpenimmoImport>;
