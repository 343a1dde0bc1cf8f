import type { ApplicationRow } from "@shared/schema/index";
import { derivedToken, hashToken } from "../mail/link-tokens";
import type { SecretLinks } from "../mail/secret-links";
import type { ApplicationsRepo } from "./applications.repo";

type Identified = Pick<ApplicationRow, "id" | "reference" | "createdAt">;

/**
 * The applicant's one secret (the link in every mail to them): derived from the server's secret and
 * the application's reference, so each mail can carry it while the row keeps only its hash.
 */
export const applicantToken = (secret: string, application: Pick<Identified, "reference"> & Partial<Identified>) =>
  derivedToken(
    secret,
    application.reference
      ? `application:${application.reference}`
      : `application:${application.id}:${application.createdAt?.getTime()}`,
  );

/** Mails about an application get their link made when they are sent. */
export function registerApplicantLinks(secretLinks: SecretLinks, repo: ApplicationsRepo, secret: string) {
  secretLinks.register("application", async (id) => {
    const row = await repo.find(id);
    if (!row) return undefined;
    const token = applicantToken(secret, row);
    // Applications from before derived links kept a random token's hash: the new link replaces it.
    if (row.withdrawTokenHash !== hashToken(token)) await repo.setWithdrawHash(id, hashToken(token));
    return token;
  });
}
