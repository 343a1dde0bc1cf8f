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
import { derivedToken, hashToken } from "../mail/link-tokens";
import { secretUrl } from "../mail/secret-links";
import { searchAlertConfirmation, searchAlertMatches } from "../mail/templates/search-alerts";
import type { PropertyChange } from "../properties/property-cache";
import type { AlertListing, SearchAlertsRepo } from "./search-alerts.repo";

/** Queued for each listing that becomes visible (created public, or hidden → public). */
export const ALERT_LISTING_JOB = "search-alert-listing";
export const ALERT_DIGEST_JOB = "search-alert-digest";
export const ALERT_CLEANUP_JOB = "search-alert-cleanup";

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

  // The tokens are derived from the alert with the server's secret, so every mail can carry them
  // (made again when it is sent) while the database keeps only their hashes.
  const token = (use: "confirm" | "unsubscribe", alert: Pick<SearchAlert, "id" | "createdAt">) =>
    derivedToken(options.secret, `search-alert-${use}:${alert.id}:${alert.createdAt.getTime()}`);
  mailer.secretLinks.register("search-alert-unsubscribe", async (id) => {
    const alert = await repo.find(id);
    return alert ? token("unsubscribe", alert) : undefined;
  });
  mailer.secretLinks.register("search-alert-confirm", async (id) => {
    const alert = await repo.find(id);
    if (!alert) return undefined;
    const confirm = token("confirm", alert);
    // Alerts from before derived links kept a random token's hash: the new link replaces it.
    if (alert.confirmTokenHash && alert.confirmTokenHash !== hashToken(confirm)) {
      await repo.setConfirmHash(id, hashToken(confirm));
    }
    return confirm;
  });

  const mailListings = async (alert: SearchAlert, listings: AlertListing[], digest: boolean) => {
    await mailer.queue({
      kind: "search-alert",
      to: alert.email,
      secretLink: { purpose: "search-alert-unsubscribe", ref: alert.id },
      headers: {
        "List-Unsubscribe": `<${secretUrl(options.siteUrl, "/api/search-alerts/unsubscribe")}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      ...searchAlertMatches({
        summary: describeAlertFilter(alert.filter),
        listings: listings.map((listing) => ({ ...listing, url: link(`/properties/${listing.id}`) })),
        unsubscribeUrl: secretUrl(options.siteUrl, "/search-alerts/unsubscribe"),
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
      const filter = normalizeAlertFilter(input.filter);
      const alert = await repo.insert({
        email: input.email.trim().toLowerCase(),
        frequency: input.frequency,
        filter,
        tokenHashes: (row) => ({
          confirm: hashToken(token("confirm", row)),
          unsubscribe: hashToken(token("unsubscribe", row)),
        }),
      });
      // Nobody has confirmed the address yet: the mail names the search without the typed place.
      await mailer.queue({
        kind: "search-alert-confirm",
        to: input.email.trim(),
        secretLink: { purpose: "search-alert-confirm", ref: alert.id },
        ...searchAlertConfirmation({
          summary: describeAlertFilter(filter, { typedText: false }),
          frequency: input.frequency === "instant" ? "Sofort bei neuen Angeboten" : "Einmal täglich",
          confirmUrl: secretUrl(options.siteUrl, "/search-alerts/confirm"),
        }),
      });
      return searchAlertMessages.accepted;
    },

    async confirm(token: string): Promise<string> {
      const alert = await repo.confirm(hashToken(token));
      if (!alert) throw new HttpError(404, searchAlertMessages.confirmInvalid);
      return searchAlertMessages.confirmed;
    },

    async unsubscribe(token: string): Promise<string> {
      const alert = await repo.deleteByUnsubscribeHash(hashToken(token));
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
