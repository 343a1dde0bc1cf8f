import type { RetentionPeriods } from "@shared/retention";
import { daysAfter } from "@shared/retention";
import type { AuditService } from "../audit/audit.service";
import type { MediaService } from "../media/media.service";
import type { PrivacyRepo } from "./privacy.repo";
import { plural } from "./plural";

export const RETENTION_JOB = "retention.erase-due";
/** Daily, at night (UTC). */
export const RETENTION_CRON = "30 2 * * *";

export type RetentionCounts = {
  applications: number;
  documents: number;
  contactMessages: number;
  auditEntries: number;
  mails: number;
};

/**
 * The clock the privacy policy promises: erases what is due, writes the counts (never contents) to
 * the audit trail. Run daily by the job queue; `now` lets tests move the clock.
 */
export function createRetentionService(
  repo: PrivacyRepo,
  media: MediaService,
  audit: AuditService,
  periods: RetentionPeriods,
) {
  return {
    periods,
    async run(now: Date = new Date()): Promise<RetentionCounts> {
      const deleted = await repo.deleteApplicationsDue(daysAfter(now, -periods.applicationDays));
      const documentIds = deleted.flatMap((row) => [row.idCardMediaId, row.payslipMediaId]).filter((id) => id);
      await media.deleteIds(documentIds);
      const contactMessages = await repo.deleteContactsBefore(daysAfter(now, -periods.contactDays));
      const auditEntries = await audit.deleteOlderThan(daysAfter(now, -periods.auditDays));
      const mails = await repo.deleteMailsBefore(daysAfter(now, -periods.outboxDays));
      const counts = {
        applications: deleted.length,
        documents: documentIds.length,
        contactMessages,
        auditEntries,
        mails,
      };
      await audit.record({
        action: "retention.erased",
        summary: `Löschfristen angewendet: ${plural(counts.applications, "Bewerbung", "Bewerbungen")} mit ${plural(counts.documents, "Dokument", "Dokumenten")}, ${plural(counts.contactMessages, "Nachricht", "Nachrichten")}, ${plural(counts.auditEntries, "Protokolleintrag", "Protokolleinträge")} und ${plural(counts.mails, "E-Mail", "E-Mails")} gelöscht`,
        recordType: "retention",
        actor: null,
      });
      return counts;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
