import { renderMail, type Rendered } from "../mail/templates/layout";

// The mails of the accounts: an invitation to choose a password, and a password reset. Both carry a
// one-time link; the token itself is stored only as a hash.

export function invitationMail(input: { username: string; invitedBy: string; url: string; hours: number }): Rendered {
  return renderMail({
    subject: "Ihr Zugang zur Verwaltung von Spreehaus Immobilien",
    preheader: `${input.invitedBy} hat ein Konto für Sie angelegt.`,
    heading: "Willkommen im Team",
    greeting: "Guten Tag,",
    blocks: [
      {
        type: "paragraph",
        text: `${input.invitedBy} hat für Sie ein Konto in der Verwaltung der Website angelegt. Wählen Sie über den folgenden Link Ihr Passwort; danach melden Sie sich mit Ihrem Benutzernamen an.`,
      },
      { type: "facts", rows: [["Benutzername", input.username]] },
      { type: "button", label: "Passwort wählen", href: input.url },
      {
        type: "note",
        text: `Der Link ist ${input.hours} Stunden gültig und funktioniert nur einmal. Haben Sie diese Einladung nicht erwartet, können Sie die E-Mail ignorieren.`,
      },
    ],
  });
}

export function passwordResetMail(input: { username: string; url: string; minutes: number }): Rendered {
  return renderMail({
    subject: "Passwort zurücksetzen – Spreehaus Immobilien",
    preheader: "Über diesen Link wählen Sie ein neues Passwort.",
    heading: "Neues Passwort wählen",
    greeting: "Guten Tag,",
    blocks: [
      {
        type: "paragraph",
        text: "für Ihr Konto in der Verwaltung wurde ein neues Passwort angefordert. Über den folgenden Link wählen Sie es; danach werden Sie auf allen Geräten abgemeldet.",
      },
      { type: "facts", rows: [["Benutzername", input.username]] },
      { type: "button", label: "Neues Passwort wählen", href: input.url },
      {
        type: "note",
        text: `Der Link ist ${input.minutes} Minuten gültig und funktioniert nur einmal. Haben Sie kein neues Passwort angefordert, ignorieren Sie diese E-Mail; Ihr Passwort bleibt dann unverändert.`,
      },
    ],
  });
}
