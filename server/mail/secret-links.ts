import { SECRET_TOKEN_PLACEHOLDER, type SecretLink, type SecretLinkPurpose } from "@shared/mail";

/**
 * Makes the token of a secret link again, at sending time. Undefined when the record it opens is
 * gone (an erased application, a deactivated account): the mail then cannot be sent.
 */
export type TokenMaker = (ref: number) => Promise<string | undefined>;

export type MailParts = { text: string; html: string; headers: Record<string, string> };

/** A link whose record is gone: sending the mail would only send a dead link. */
export class SecretLinkGone extends Error {
  constructor(purpose: SecretLinkPurpose) {
    super(`Der Link dieser E-Mail (${purpose}) gilt nicht mehr: der Vorgang oder das Konto besteht nicht mehr.`);
  }
}

/**
 * The modules that own secrets register how their tokens are made (accounts, applications, search
 * alerts); the mailer asks here when it sends. A mail is stored with the placeholder only.
 */
export function createSecretLinks() {
  const makers = new Map<SecretLinkPurpose, TokenMaker>();
  return {
    register(purpose: SecretLinkPurpose, make: TokenMaker) {
      makers.set(purpose, make);
    },
    /** The parts as they go out: the placeholder replaced by a working token everywhere it stands. */
    async render(parts: MailParts, link: SecretLink | null): Promise<MailParts> {
      if (!link) return parts;
      const make = makers.get(link.purpose);
      if (!make) throw new Error(`no token maker registered for ${link.purpose}`);
      const token = await make(link.ref);
      if (!token) throw new SecretLinkGone(link.purpose);
      const put = (value: string) => value.split(SECRET_TOKEN_PLACEHOLDER).join(encodeURIComponent(token));
      return {
        text: put(parts.text),
        html: put(parts.html),
        headers: Object.fromEntries(Object.entries(parts.headers).map(([name, value]) => [name, put(value)])),
      };
    },
  };
}

export type SecretLinks = ReturnType<typeof createSecretLinks>;

/** A link on SITE_URL whose `token` is filled in only when the mail is sent. */
export const secretUrl = (siteUrl: string, path: string) => `${siteUrl}${path}?token=${SECRET_TOKEN_PLACEHOLDER}`;
