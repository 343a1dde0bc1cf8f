import type { AuditService } from "../audit/audit.service";
import type { MediaService } from "../media/media.service";
import type { PrivacyRepo } from "./privacy.repo";
import { plural } from "./plural";

/** "a…@example.de": enough for the audit trail to tell requests apart, without keeping the address itself. */
export const maskedEmail = (email: string) => {
  const [local, domain] = email.trim().toLowerCase().split("@");
  return `${local.slice(0, 1)}…@${domain ?? ""}`;
};

/**
 * An applicant's rights: everything stored about one e-mail address as one JSON file (GDPR Art. 15),
 * and its erasure (Art. 17). Owners only; both are in the audit trail.
 */
export function createApplicantDataService(repo: PrivacyRepo, media: MediaService, audit: AuditService) {
  async function documentCopy(mediaId: number | null, label: string) {
    if (!mediaId) return null;
    const file = await media.document(mediaId);
    if (!file) return null;
    return {
      label,
      contentType: file.contentType,
      size: file.size,
      dataUrl: `data:${file.contentType};base64,${Buffer.from(file.bytes).toString("base64")}`,
    };
  }

  return {
    async export(email: string) {
      const rows = await repo.applicationsOf(email);
      const applications = [];
      for (const { idCardMediaId, payslipMediaId, ...fields } of rows) {
        applications.push({
          ...fields,
          documents: [
            await documentCopy(idCardMediaId, "Personalausweis"),
            await documentCopy(payslipMediaId, "Lohnabrechnung"),
          ].filter((d) => d !== null),
        });
      }
      const contactMessages = await repo.contactsOf(email);
      const searchAlerts = await repo.searchAlertsOf(email);
      const mails = await repo.mailsOf(email);
      await audit.record({
        action: "applicant.exported",
        summary: `Auskunft zu ${maskedEmail(email)} exportiert: ${plural(applications.length, "Bewerbung", "Bewerbungen")}, ${plural(contactMessages.length, "Nachricht", "Nachrichten")}, ${plural(searchAlerts.length, "Suchauftrag", "Suchaufträge")}, ${plural(mails.length, "E-Mail", "E-Mails")}`,
        recordType: "applicant",
      });
      return { email, exportedAt: new Date().toISOString(), applications, contactMessages, searchAlerts, mails };
    },

    async erase(email: string) {
      const deleted = await repo.deleteApplicationsOf(email);
      await media.deleteIds(deleted.flatMap((row) => [row.idCardMediaId, row.payslipMediaId]));
      const contactMessages = await repo.deleteContactsOf(email);
      const searchAlerts = await repo.deleteSearchAlertsOf(email);
      // After the applications: their own mails went with them; these are the rest.
      const mails = await repo.deleteMailsOf(email);
      const counts = { applications: deleted.length, contactMessages, searchAlerts, mails };
      await audit.record({
        action: "applicant.erased",
        summary: `Daten zu ${maskedEmail(email)} gelöscht: ${plural(counts.applications, "Bewerbung", "Bewerbungen")} mit Dokumenten, ${plural(contactMessages, "Nachricht", "Nachrichten")}, ${plural(searchAlerts, "Suchauftrag", "Suchaufträge")}, ${plural(mails, "weitere E-Mail", "weitere E-Mails")}`,
        recordType: "applicant",
      });
      return counts;
    },
  };
}

export type ApplicantDataService = ReturnType<typeof createApplicantDataService>;
