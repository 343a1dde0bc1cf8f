// @vitest-environment jsdom
// Staff write a status mail from its German draft: the date and time go into the text, their edits
// are what is sent, and an empty subject is refused in German before anything is sent.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminApplication } from "@shared/contracts/applications";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { StatusMailDialog } from "./status-mail-dialog";

const application = {
  id: 7,
  propertyId: 3,
  propertyTitle: "Altbau in Mitte",
  name: "Anna Schmidt",
  email: "anna@example.de",
  reference: "BW-7K3M-Q9XA",
} as AdminApplication;

function open() {
  const sent = fakeApi((request) =>
    request.method === "POST" ? { status: 202, body: { id: 1, status: "queued" } } : {},
  );
  const app = renderApp(<StatusMailDialog application={application} open onOpenChange={() => {}} />);
  return { ...app, sent };
}

const subject = () => screen.getByLabelText(/^Betreff/) as HTMLInputElement;
const body = () => screen.getByLabelText(/^Text/) as HTMLTextAreaElement;

describe("StatusMailDialog", () => {
  it("fills the invitation's draft with the proposed date and time, and sends the edited mail", async () => {
    const app = open();
    expect(screen.getByText(/Die E-Mail geht an anna@example.de/)).toBeTruthy();
    expect(subject().value).toBe("Einladung zur Besichtigung: Altbau in Mitte");
    expect(body().value).toContain("Guten Tag Anna Schmidt,");
    expect(body().value).toContain("(Referenz BW-7K3M-Q9XA)");

    fireEvent.change(screen.getByLabelText("Datum der Besichtigung"), { target: { value: "2026-12-04" } });
    fireEvent.change(screen.getByLabelText("Uhrzeit"), { target: { value: "17:30" } });
    expect(body().value).toContain("Unser Terminvorschlag: Freitag, 4. Dezember 2026 um 17:30 Uhr.");

    await app.user.clear(subject());
    await app.user.type(subject(), "Besichtigung am Freitag");
    await app.user.click(screen.getByRole("button", { name: "E-Mail senden" }));

    await waitFor(() => expect(app.sent.filter((r) => r.method === "POST")).toHaveLength(1));
    const [post] = app.sent.filter((r) => r.method === "POST");
    expect(post.path).toBe("/api/applications/7/status-mails");
    expect(post.body).toEqual({
      kind: "viewing-invitation",
      subject: "Besichtigung am Freitag",
      body: expect.stringContaining("Freitag, 4. Dezember 2026 um 17:30 Uhr"),
    });
    await screen.findByText("E-Mail wird gesendet");
  });

  it("switches to the rejection's draft, and refuses an empty subject without sending", async () => {
    const app = open();
    await app.user.selectOptions(screen.getByLabelText("Art der E-Mail"), "Absage");
    expect(subject().value).toBe("Ihre Bewerbung für Altbau in Mitte");
    expect(body().value).toContain("Leider können wir Ihnen die Wohnung nicht anbieten");
    expect(screen.queryByLabelText("Uhrzeit")).toBeNull();

    await app.user.clear(subject());
    await app.user.click(screen.getByRole("button", { name: "E-Mail senden" }));
    await screen.findByText("Betreff muss mindestens 3 Zeichen enthalten");
    expect(app.sent.filter((r) => r.method === "POST")).toEqual([]);
  });
});
