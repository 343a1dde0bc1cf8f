import { createHash, createHmac, randomBytes } from "node:crypto";
import type { SearchAlert } from "@shared/schema/index";
import { listQueryParams, type PropertyFilter } from "@shared/search/list-query";
import {
  describeAlertFilter,
  normalizeAlertFilter,
  searchAlertMessages,
  UNCONFIRMED_ALERT_DAYS,
  type AlertFrequency,
} from "@shared/search/search-alerts";
import type { AlertDemandRow } from "@shared/contracts/search-alerts";
import { HttpError } from "../http/errors";
import type { JobQueue } from "../jobs/job-queue";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { searchAlertConfirmation, searchAlertMatches } from "../mail/templates/search-alerts";
import type { PropertyChange } from "../properties/list-cache";
import type { AlertListing, SearchAlertsRepo } from "./search-alerts.repo";

/** Queued for each listing that becomes visible (created public, or hidden → public). */
export const ALERT_LISTING_JOB = "search-alert-listing";
export const ALERT_DIGEST_JOB = "search-alert-digest";
export const ALERT_CLEANUP_JOB = "search-alert-cleanup";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** A listing visitors could not see before this change and can now. */
export const becamePublic = ({ before, after }: PropertyChange) =>
  after !== undefined && after.status !== "hidden" && (before === undefined || before.status === "hidden");

/**
 * Search alerts: double opt-in sign-up, matching of newly published listings (instant mails or a
 * daily digest, each listing once per alert), one-click unsubscribe, erasure of unconfirmed alerts.
 */
export function createSearchAlertsService(
  deps: { repo: SearchAlertsRepo; mailer: Mailer; jobs: JobQueue; logger: Logger },
  options: { siteUrl: string; secret: string; digestCron?: string; cleanupCron?: string },
) {
  const { repo, mailer, jobs, logger } = deps;
  const link = (path: string) => `${options.siteUrl}${path}`;

  // The unsubscribe token is derived from the alert with the server's secret, so every mail can
  // carry it while the database keeps only its hash.
  const unsubscribeToken = (alert: Pick<SearchAlert, "id" | "createdAt">) =>
    createHmac("sha256", options.secret)
      .update(`search-alert-unsubscribe:${alert.id}:${alert.createdAt.getTime()}`)
      .digest("base64url");

  const mailListings = async (alert: SearchAlert, listings: AlertListing[], digest: boolean) => {
    const token = encodeURIComponent(unsubscribeToken(alert));
    await mailer.queue({
      kind: "search-alert",
      to: alert.email,
      headers: {
        "List-Unsubscribe": `<${link(`/api/search-alerts/unsubscribe?token=${token}`)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      ...searchAlertMatches({
        summary: describeAlertFilter(alert.filter),
        listings: listings.map((listing) => ({ ...listing, url: link(`/properties/${listing.id}`) })),
        unsubscribeUrl: link(`/search-alerts/unsubscribe?token=${token}`),
        digest,
      }),
    });
    await repo.markSent(
      alert.id,
      listings.map((listing) => listing.id),
    );
  };

  /** Tells the confirmed alerts that match a listing about it (instant at once, daily in the digest). */
  const listingPublished = async (listingId: number) => {
    const listing = await repo.visibleListing(listingId);
    if (!listing) return;
    const matching = await repo.alertsMatching(listingId);
    const fresh = new Set(
      await repo.recordMatches(
        matching.map((alert) => alert.id),
        listingId,
      ),
    );
    for (const alert of matching) {
      if (alert.frequency === "instant" && fresh.has(alert.id)) await mailListings(alert, [listing], false);
    }
  };

  const sendDigests = async () => {
    for (const { alert, listings } of await repo.pendingDigests()) await mailListings(alert, listings, true);
  };

  const eraseUnconfirmed = async () => {
    const erased = await repo.eraseUnconfirmed(UNCONFIRMED_ALERT_DAYS);
    if (erased) logger.info({ erased }, "Unbestätigte Suchaufträge gelöscht");
  };

  jobs.define<{ listingId: number }>(ALERT_LISTING_JOB, ({ listingId }) => listingPublished(listingId), {
    retryLimit: 10,
  });
  jobs.define(ALERT_DIGEST_JOB, sendDigests, { cron: options.digestCron ?? "0 6 * * *", retryLimit: 5 });
  jobs.define(ALERT_CLEANUP_JOB, eraseUnconfirmed, { cron: options.cleanupCron ?? "30 3 * * *", retryLimit: 3 });

  return {
    /** Stores an unconfirmed alert and mails the confirmation link; says the same whoever the address is. */
    async signUp(input: { email: string; frequency: AlertFrequency; filter: PropertyFilter }): Promise<string> {
      const confirmToken = randomBytes(24).toString("base64url");
      const filter = normalizeAlertFilter(input.filter);
      await repo.insert({
        email: input.email.trim().toLowerCase(),
        frequency: input.frequency,
        filter,
        confirmTokenHash: sha256(confirmToken),
        unsubscribeTokenHash: (alert) => sha256(unsubscribeToken(alert)),
      });
      await mailer.queue({
        kind: "search-alert-confirm",
        to: input.email.trim(),
        ...searchAlertConfirmation({
          summary: describeAlertFilter(filter),
          frequency: input.frequency === "instant" ? "Sofort bei neuen Angeboten" : "Einmal täglich",
          confirmUrl: link(`/search-alerts/confirm?token=${encodeURIComponent(confirmToken)}`),
        }),
      });
      return searchAlertMessages.accepted;
    },

    async confirm(token: string): Promise<string> {
      const alert = await repo.confirm(sha256(token));
      if (!alert) throw new HttpError(404, searchAlertMessages.confirmInvalid);
      return searchAlertMessages.confirmed;
    },

    async unsubscribe(token: string): Promise<string> {
      const alert = await repo.deleteByUnsubscribeHash(sha256(token));
      if (!alert) throw new HttpError(404, searchAlertMessages.unsubscribeInvalid);
      return searchAlertMessages.unsubscribed;
    },

    /** Hears every committed change to listings; queues the matching of each newly public one. */
    listingsChanged(changes: PropertyChange[]): void {
      if (!jobs.running()) return;
      for (const change of changes) {
        if (!becamePublic(change)) continue;
        const listingId = change.after!.id;
        jobs
          .send(ALERT_LISTING_JOB, { listingId })
          .catch((error: unknown) =>
            logger.error({ err: error, listingId }, "Suchaufträge: Abgleich nicht eingeplant"),
          );
      }
    },

    listingPublished,
    sendDigests,
    eraseUnconfirmed,

    async demand(): Promise<AlertDemandRow[]> {
      return (await repo.demand()).map(({ filter, count }) => {
        const params = listQueryParams(filter).toString();
        return { summary: describeAlertFilter(filter), count, listUrl: `/properties${params ? `?${params}` : ""}` };
      });
    },
  };
}

export type SearchAlertsService = ReturnType<typeof createSearchAlertsService>;
