import type { Mailer } from "./mailer";
import { secretUrl } from "./secret-links";
import { applicationNotice, applicationReceipt, contactNotice, contactReceipt, statusMail } from "./templates/mails";

type Listing = { id: number; title: string; objectNumber: string | null };

/**
 * The mails that tell people something happened: which template, to whom, with which links
 * (always on SITE_URL). Queued quietly: a notice never undoes what it reports.
 */
export function createNotices(mailer: Mailer, siteUrl: string) {
  const link = (path: string) => `${siteUrl}${path}`;
  return {
    async applicationReceived(application: {
      id: number;
      name: string;
      email: string;
      moveInDate: string;
      reference: string;
      listing: Listing;
    }) {
      const { listing } = application;
      await mailer.queueQuietly({
        kind: "application-notice",
        to: mailer.notifyEmail,
        applicationId: application.id,
        ...applicationNotice({
          applicantName: application.name,
          reference: application.reference,
          listing,
          moveInDate: application.moveInDate.split("-").reverse().join("."),
          adminUrl: link(`/admin/applications?open=${application.id}`),
        }),
      });
      await mailer.queueQuietly({
        kind: "application-receipt",
        to: application.email,
        applicationId: application.id,
        secretLink: { purpose: "application", ref: application.id },
        ...applicationReceipt({
          reference: application.reference,
          listing,
          listingUrl: link(`/properties/${listing.id}`),
          withdrawUrl: secretUrl(siteUrl, "/withdraw-application"),
        }),
      });
    },

    async contactReceived(message: {
      name: string;
      email: string;
      phone?: string | null;
      message: string;
      listing: Listing | null;
    }) {
      await mailer.queueQuietly({
        kind: "contact-notice",
        to: mailer.notifyEmail,
        replyTo: message.email,
        ...contactNotice({
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          message: message.message,
          listing: message.listing,
          adminUrl: link("/admin/messages"),
        }),
      });
      await mailer.queueQuietly({
        kind: "contact-receipt",
        to: message.email,
        ...contactReceipt({ listing: message.listing }),
      });
    },

    /** A status mail staff wrote (from a draft) in the application's panel; fails loudly, staff are waiting. */
    statusMail: (input: {
      applicationId: number;
      to: string;
      kind: string;
      heading: string;
      subject: string;
      body: string;
    }) =>
      mailer.queue({
        kind: input.kind,
        to: input.to,
        applicationId: input.applicationId,
        ...statusMail({ subject: input.subject, body: input.body, heading: input.heading }),
      }),
  };
}

export type Notices = ReturnType<typeof createNotices>;
