import type { ApplicationStatus } from "@shared/enums";
import { acceptsApplications, type ApplicationInput } from "@shared/validation/application";
import { badRequest, notFound } from "../http/errors";
import type { MediaService } from "../media/media.service";
import type { Uploads } from "../media/upload-body";
import type { PropertiesRepo } from "../properties/properties.repo";
import type { ApplicationsRepo, ApplicationWithProperty } from "./applications.repo";

export const applicationNotFound = "Bewerbung nicht gefunden";
export const noApplicationPossible = "Für diese Immobilie ist keine Bewerbung möglich.";
export const documentKinds = { "id-card": "idCardMediaId", payslip: "payslipMediaId" } as const;
export type DocumentKind = keyof typeof documentKinds;

const documentPath = (id: number, kind: DocumentKind) => `/api/applications/${id}/documents/${kind}`;

/** What the admin sees: the stored fields, document links instead of media ids. */
export function toApplicationView(row: ApplicationWithProperty) {
  const { idCardMediaId, payslipMediaId, ...fields } = row;
  return {
    ...fields,
    idCardUrl: idCardMediaId ? documentPath(row.id, "id-card") : null,
    payslipUrl: payslipMediaId ? documentPath(row.id, "payslip") : null,
  };
}

export function createApplicationsService(repo: ApplicationsRepo, propertiesRepo: PropertiesRepo, media: MediaService) {
  return {
    /** Only open rentals take applications; both documents are stored privately. */
    async submit(input: ApplicationInput, uploads?: Uploads) {
      const property = await propertiesRepo.find(input.propertyId);
      if (!property || !acceptsApplications(property)) throw badRequest(noApplicationPossible);
      const { idCardUrl, payslipUrl, ...fields } = input;
      // Bytes first (files need no lock), then the documents' rows and the application in one
      // transaction: never a document without its application, nor the reverse.
      const placed = await media.placeDocuments([
        { source: uploads?.take("idCardUrl") ?? idCardUrl, label: "Personalausweis" },
        { source: uploads?.take("payslipUrl") ?? payslipUrl, label: "Lohnabrechnung" },
      ]);
      try {
        const row = await repo.transaction(async (tx) => {
          const [idCardMediaId, payslipMediaId] = await media.insertDocuments(tx, placed);
          return repo.insert({ ...fields, idCardMediaId, payslipMediaId }, tx);
        });
        return { id: row.id, status: row.status, createdAt: row.createdAt };
      } catch (error) {
        await media.discardDocuments(placed);
        throw error;
      }
    },

    list: async (status?: ApplicationStatus) => (await repo.list(status)).map(toApplicationView),

    async get(id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound(applicationNotFound);
      return toApplicationView(row);
    },

    async setStatus(id: number, status: ApplicationStatus) {
      if (!(await repo.setStatus(id, status))) throw notFound(applicationNotFound);
      return this.get(id);
    },

    /** Data-protection erasure: the record and both documents. */
    async remove(id: number): Promise<void> {
      const row = await repo.delete(id);
      if (!row) throw notFound(applicationNotFound);
      await media.deleteIds([row.idCardMediaId, row.payslipMediaId]);
    },

    async document(id: number, kind: DocumentKind) {
      const row = await repo.find(id);
      const mediaId = row?.[documentKinds[kind]];
      const file = mediaId ? await media.document(mediaId) : undefined;
      if (!file) throw notFound("Dokument nicht gefunden");
      return file;
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
