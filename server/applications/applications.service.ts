import { randomInt } from "node:crypto";
import { applicationStatusLabels, type ApplicationStatus } from "@shared/enums";
import { applicationErasesAt } from "@shared/retention";
import { statusMailLabels, type StatusMailInput } from "@shared/status-mails";
import type { AuditService } from "../audit/audit.service";
import { acceptsApplications, type ApplicationInput } from "@shared/validation/application";
import { badRequest, notFound } from "../http/errors";
import type { MediaService } from "../media/media.service";
import type { Uploads } from "../media/upload-body";
import type { PropertiesRepo } from "../properties/properties.repo";
import type { Notices } from "../mail/notices";
import { isUniqueViolation } from "../db/unique-violation";
import type { Db } from "../db/client";
import type { ApplicationsRepo, ApplicationWithProperty } from "./applications.repo";
import { hashToken } from "../mail/link-tokens";
import { applicantToken } from "./applicant-link";

export const applicationNotFound = "Bewerbung nicht gefunden";
export const noApplicationPossible = "Für diese Immobilie ist keine Bewerbung möglich.";
export const documentKinds = { "id-card": "idCardMediaId", payslip: "payslipMediaId" } as const;
export type DocumentKind = keyof typeof documentKinds;
export const withdrawLinkInvalid =
  "Dieser Link ist nicht mehr gültig: Die Bewerbung wurde bereits zurückgezogen oder gelöscht.";

// Without 0/O, 1/I/L: read out on the phone or typed from the mail without mix-ups.
const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const referenceBlock = () =>
  Array.from({ length: 4 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join("");
/** "BW-7K3M-Q9XA": the number an applicant quotes. */
export const newReference = () => `BW-${referenceBlock()}-${referenceBlock()}`;
/** Where submit draws references; a test replaces `draw` to make two draws collide. */
export const references = { draw: newReference };

const documentPath = (id: number, kind: DocumentKind) => `/api/applications/${id}/documents/${kind}`;

export const documentLabels: Record<DocumentKind, string> = { "id-card": "Personalausweis", payslip: "Lohnabrechnung" };
/** Why a document was fetched: shown in the viewer, saved as a file, or put into the print export. */
export type DocumentPurpose = "view" | "download" | "print";

/** What the admin sees: the stored fields, document links instead of media ids, the erasure date. */
export function toApplicationView(row: ApplicationWithProperty, retentionDays: number) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the withdraw secret's hash stays on the server
  const { idCardMediaId, payslipMediaId, withdrawTokenHash, rejectedAt, listingClosedAt, ...fields } = row;
  return {
    ...fields,
    erasesAt: applicationErasesAt({ rejectedAt, listingClosedAt }, retentionDays),
    idCardUrl: idCardMediaId ? documentPath(row.id, "id-card") : null,
    payslipUrl: payslipMediaId ? documentPath(row.id, "payslip") : null,
  };
}

/** "Bewerbung #12 von Anna Schmidt": names the record in the audit trail, nothing more of the person. */
const named = (row: { id: number; name: string }) => `Bewerbung #${row.id} von ${row.name}`;

export function createApplicationsService(
  repo: ApplicationsRepo,
  propertiesRepo: PropertiesRepo,
  media: MediaService,
  notices: Notices,
  audit: AuditService,
  retention: { applicationDays: number },
  /** Derives the applicant's link (see applicant-link.ts). */
  secret: string,
) {
  const view = (row: ApplicationWithProperty) => toApplicationView(row, retention.applicationDays);
  return {
    /** Only open rentals take applications; both documents are stored privately. */
    async submit(input: ApplicationInput, uploads?: Uploads) {
      const property = await propertiesRepo.find(input.propertyId);
      if (!property || !acceptsApplications(property)) throw badRequest(noApplicationPossible);
      const { idCardUrl, payslipUrl, ...fields } = input;
      const files = {
        documents: [
          { source: uploads?.take("idCardUrl") ?? idCardUrl, label: "Personalausweis" },
          { source: uploads?.take("payslipUrl") ?? payslipUrl, label: "Lohnabrechnung" },
        ],
      };
      // Never a document without its application, nor the reverse (media.withPlaced).
      const row = await media.withPlaced(files, ({ tx, documents: [idCardMediaId, payslipMediaId] }) => {
        // In a savepoint, so that a reference drawn twice (one in a billion) can be drawn again
        // without losing the transaction the documents' rows are in.
        const insert = () =>
          tx.transaction((savepoint) => {
            const reference = references.draw();
            return repo.insert(
              {
                ...fields,
                idCardMediaId,
                payslipMediaId,
                reference,
                withdrawTokenHash: hashToken(applicantToken(secret, { reference })),
              },
              savepoint as unknown as Db,
            );
          });
        return insert().catch((error: unknown) => {
          if (isUniqueViolation(error)) return insert();
          throw error;
        });
      });
      const reference = row.reference!;
      await notices.applicationReceived({
        id: row.id,
        name: row.name,
        email: row.email,
        moveInDate: row.moveInDate,
        reference,
        listing: { id: property.id, title: property.title, objectNumber: property.objectNumber },
      });
      return { id: row.id, status: row.status, createdAt: row.createdAt, reference };
    },

    list: async (status?: ApplicationStatus) => (await repo.list(status)).map(view),

    async get(id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound(applicationNotFound);
      return view(row);
    },

    /**
     * A rejection starts the application's retention period; accepting one lets the listing, which
     * starts the period of all its applications. Undoing either stops the clock again.
     */
    async setStatus(id: number, status: ApplicationStatus) {
      const before = await repo.find(id);
      if (!before) throw notFound(applicationNotFound);
      if (!(await repo.setStatus(id, status))) throw notFound(applicationNotFound);
      if (status === "accepted" && before.status !== "accepted") await repo.closeListing(before.propertyId);
      if (before.status === "accepted" && status !== "accepted") await repo.reopenListingIfUnlet(before.propertyId);
      if (status !== before.status) {
        await audit.record({
          action: "application.status_changed",
          summary: `${named(before)}: ${applicationStatusLabels[before.status]} → ${applicationStatusLabels[status]}`,
          recordType: "application",
          recordId: id,
        });
      }
      return this.get(id);
    },

    /** Data-protection erasure: the record and both documents (by staff, or by the applicant's withdrawal). */
    async remove(id: number, byApplicant = false): Promise<void> {
      const row = await repo.delete(id);
      if (!row) throw notFound(applicationNotFound);
      await media.deleteIds([row.idCardMediaId, row.payslipMediaId]);
      await audit.record({
        action: "application.deleted",
        summary: byApplicant
          ? `Bewerbung #${id} von der Bewerberin oder dem Bewerber zurückgezogen und mit den Dokumenten gelöscht`
          : `${named(row)} mit ihren Dokumenten gelöscht`,
        recordType: "application",
        recordId: id,
        ...(byApplicant ? { actor: { id: null, username: "Bewerber/in" } } : {}),
      });
    },

    /** The applicant's own erasure, by the secret from the receipt's link. */
    async withdraw(token: string): Promise<void> {
      const row = await repo.findByWithdrawHash(hashToken(token));
      if (!row) throw notFound(withdrawLinkInvalid);
      await this.remove(row.id, true);
    },

    /** Sends the applicant the status mail staff wrote. */
    async sendStatusMail(id: number, input: StatusMailInput) {
      const row = await repo.find(id);
      if (!row) throw notFound(applicationNotFound);
      const mail = await notices.statusMail({
        applicationId: row.id,
        to: row.email,
        kind: input.kind,
        heading: statusMailLabels[input.kind],
        subject: input.subject,
        body: input.body,
      });
      return { id: mail.id, status: mail.status };
    },

    /** One document; every look at it is in the audit trail (who, which, and whether viewed, saved or printed). */
    async document(id: number, kind: DocumentKind, purpose: DocumentPurpose = "view") {
      const row = await repo.find(id);
      const mediaId = row?.[documentKinds[kind]];
      const file = mediaId ? await media.document(mediaId) : undefined;
      if (!row || !file) throw notFound("Dokument nicht gefunden");
      const how = { view: "angesehen", download: "heruntergeladen", print: "für den Export geladen" }[purpose];
      await audit.record({
        action:
          purpose === "download"
            ? "document.downloaded"
            : purpose === "print"
              ? "application.exported"
              : "document.viewed",
        summary: `${documentLabels[kind]} aus ${named(row)} ${how}`,
        recordType: "application",
        recordId: id,
      });
      return file;
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
