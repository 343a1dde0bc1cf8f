// @vitest-environment jsdom
// The wizard's state machine through its own screen: 'Weiter' checks only the current step,
// input survives 'Zurück', the submit sends one body built from all six steps, German messages.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { todayIso } from "@shared/dates";
import { draftKey } from "../lib/draft-storage";
import { ApplicationWizard } from "../components/application-wizard";
import { fakeApi, type FakeResponse, type SentRequest } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";

const PROPERTY_ID = 42;
const moveIn = todayIso(new Date(Date.now() + 30 * 86_400_000));
// The smallest real PNG (1×1) and a PDF header: what the wizard sniffs to accept a document.
const pngBytes = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const idCard = new File([pngBytes], "ausweis.png", { type: "image/png" });
const payslip = new File(["%PDF-1.4\n%%EOF\n"], "lohn.pdf", { type: "application/pdf" });

type App = ReturnType<typeof renderApp>;

function openWizard(answer?: (request: SentRequest) => FakeResponse) {
  const sent = fakeApi(
    answer ?? (() => ({ status: 201, body: { id: 7, status: "new", createdAt: "", reference: "BW-7K3M-Q9XA" } })),
  );
  const app = renderApp(<ApplicationWizard propertyId={PROPERTY_ID} />, { path: `/application/${PROPERTY_ID}` });
  return { ...app, sent };
}

const stepHeading = (n: number) => screen.getByRole("heading", { level: 2, name: new RegExp(`^Schritt ${n} von 6`) });
/** The control labelled `label` (the "*" of a required field is not part of its name). */
const field = (label: string) => screen.getByLabelText((text) => text.replace(/\*$/, "") === label);
const value = (label: string) => (field(label) as HTMLInputElement).value;

async function next(app: App, to: number) {
  await app.user.click(screen.getByRole("button", { name: "Weiter" }));
  await waitFor(() => stepHeading(to));
}

async function fillPersonal(app: App) {
  await app.user.type(field("Vollständiger Name"), "Anna Schmidt");
  await app.user.type(field("E-Mail"), "anna.schmidt@example.de");
  await app.user.type(field("Telefon"), "030 1234567");
  await app.user.type(field("Geburtsdatum"), "14.03.1990");
  await app.user.type(field("Geburtsort"), "Leipzig");
}

async function fillEmployment(app: App) {
  await app.user.type(field("Beruf"), "Softwareentwicklerin");
  await app.user.type(field("Arbeitgeber"), "Beispiel GmbH");
  await app.user.type(field("Beschäftigt seit / Dauer"), "seit März 2021");
  await app.user.selectOptions(field("Art der Beschäftigung"), "Unbefristet angestellt");
  await app.user.type(field("Monatliches Nettoeinkommen"), "3.800");
}

async function fillLiving(app: App) {
  await app.user.type(field("Aktuelle Adresse"), "Schönhauser Allee 10, 10435 Berlin");
  fireEvent.change(field("Gewünschtes Einzugsdatum"), { target: { value: moveIn } });
}

async function upload(app: App, input: "idCard" | "payslip", file: File) {
  const picker = document.querySelector<HTMLInputElement>(`input[name="${input}"]`)!;
  await app.user.upload(picker, file);
  await screen.findByText(input === "idCard" ? "Personalausweis hochgeladen" : "Lohnabrechnung hochgeladen");
}

/** Steps 1–5 with valid data and one roommate; ends on step 6. */
async function reachConfirmation(app: App) {
  await fillPersonal(app);
  await next(app, 2);
  await fillEmployment(app);
  await next(app, 3);
  await fillLiving(app);
  await next(app, 4);
  await app.user.type(field("Name der Person"), "Ben Müller");
  await app.user.click(screen.getByRole("button", { name: "Hinzufügen" }));
  await next(app, 5);
  await upload(app, "idCard", idCard);
  await upload(app, "payslip", payslip);
  await next(app, 6);
}

async function confirmAndSend(app: App, signature = "anna schmidt") {
  await app.user.type(field("Weitere Angaben"), "Nichtraucherin.");
  await app.user.click(screen.getByRole("checkbox"));
  await app.user.type(field("Unterschrift (vollständiger Name)"), signature);
  await app.user.click(screen.getByRole("button", { name: "Bewerbung absenden" }));
}

const applicationPosts = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === "POST" && r.path === "/api/applications");

describe("useApplicationWizard", () => {
  it("keeps an empty step 1 on screen with its German messages, focus on the first field, and step 2 unchecked", async () => {
    const app = openWizard();
    stepHeading(1);
    expect(screen.queryByRole("button", { name: "Zurück" })).toBeNull();
    await app.user.click(screen.getByRole("button", { name: "Weiter" }));

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Bitte prüfen Sie die 5 markierten Felder."),
    );
    stepHeading(1);
    for (const message of [
      "Name muss mindestens 2 Zeichen enthalten",
      "Gültige E-Mail-Adresse erforderlich",
      "Gültige Telefonnummer erforderlich",
      "Bitte ein gültiges Datum im Format TT.MM.JJJJ angeben",
      "Geburtsort muss angegeben werden",
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(field("Vollständiger Name").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field("Vollständiger Name")));
    // Step 2 is not checked before the person gets there.
    expect(screen.queryByText("Beruf muss angegeben werden")).toBeNull();

    // A message goes away while typing, and the count follows.
    await app.user.type(field("Geburtsort"), "Leipzig");
    await waitFor(() => expect(screen.queryByText("Geburtsort muss angegeben werden")).toBeNull());
    expect(screen.getByRole("alert").textContent).toBe("Bitte prüfen Sie die 4 markierten Felder.");
  });

  it("stops at the step that is wrong and explains the birth date and income rules in German", async () => {
    const app = openWizard();
    await fillPersonal(app);
    await app.user.clear(field("Geburtsdatum"));
    await app.user.type(field("Geburtsdatum"), "31.02.1990");
    await app.user.click(screen.getByRole("button", { name: "Weiter" }));
    await screen.findByText("Bitte ein gültiges Datum im Format TT.MM.JJJJ angeben");
    stepHeading(1);
    expect(screen.getByText("Bitte prüfen Sie das markierte Feld.")).toBeTruthy();

    await app.user.clear(field("Geburtsdatum"));
    await app.user.type(field("Geburtsdatum"), "14031990");
    await next(app, 2);
    expect(screen.queryByRole("alert")?.textContent ?? "").toBe("");
    await fillEmployment(app);
    await app.user.clear(field("Monatliches Nettoeinkommen"));
    await app.user.type(field("Monatliches Nettoeinkommen"), "3800.5");
    await app.user.click(screen.getByRole("button", { name: "Weiter" }));
    await screen.findByText("Einkommen bitte in ganzen Euro angeben");
    stepHeading(2);
  });

  it("keeps what was typed when going back and forth, and in the session for a reload", async () => {
    const app = openWizard();
    await fillPersonal(app);
    await next(app, 2);
    await app.user.type(field("Beruf"), "Tischlerin");
    await app.user.click(screen.getByRole("button", { name: "Zurück" }));
    await waitFor(() => stepHeading(1));
    // The tidied birth date and every other field are still there; going back checks nothing.
    expect(value("Vollständiger Name")).toBe("Anna Schmidt");
    expect(value("Geburtsdatum")).toBe("14.03.1990");
    expect(value("Geburtsort")).toBe("Leipzig");
    expect(screen.queryByText(/markierte/)).toBeNull();
    await next(app, 2);
    expect(value("Beruf")).toBe("Tischlerin");

    const draft = JSON.parse(sessionStorage.getItem(draftKey(PROPERTY_ID)) ?? "null");
    expect(draft).toMatchObject({ step: 2, values: { name: "Anna Schmidt", occupation: "Tischlerin" } });

    // A new visit (a reload) starts on the stored step with the stored text.
    app.unmount();
    const again = openWizard();
    stepHeading(2);
    expect(value("Beruf")).toBe("Tischlerin");
    await again.user.click(screen.getByRole("button", { name: "Zurück" }));
    await waitFor(() => stepHeading(1));
    expect(value("E-Mail")).toBe("anna.schmidt@example.de");
  });

  it("asks for both documents on step 5 before going on", async () => {
    const app = openWizard();
    await fillPersonal(app);
    await next(app, 2);
    await fillEmployment(app);
    await next(app, 3);
    await fillLiving(app);
    await next(app, 4);
    await next(app, 5);
    await app.user.click(screen.getByRole("button", { name: "Weiter" }));
    await screen.findByText("Dokumente erforderlich");
    expect(
      screen.getByText("Bitte laden Sie Ihren Personalausweis und Ihre Lohnabrechnung hoch, um fortzufahren."),
    ).toBeTruthy();
    expect(screen.getAllByText("Bitte laden Sie Ihren Personalausweis hoch").length).toBeGreaterThan(0);
    stepHeading(5);

    await upload(app, "idCard", idCard);
    await app.user.click(screen.getByRole("button", { name: "Weiter" }));
    await screen.findByText("Bitte laden Sie Ihre Lohnabrechnung hoch, um fortzufahren.");
    stepHeading(5);
    await upload(app, "payslip", payslip);
    await next(app, 6);
  });

  it("sends one body built from all six steps and thanks the person by name", async () => {
    const app = openWizard();
    await reachConfirmation(app);
    await confirmAndSend(app);
    await screen.findByRole("heading", { name: "Bewerbung erfolgreich gesendet!" });

    const posts = applicationPosts(app.sent);
    expect(posts).toHaveLength(1);
    const body = posts[0].body as Record<string, unknown>;
    expect(body).toEqual({
      propertyId: PROPERTY_ID,
      name: "Anna Schmidt",
      email: "anna.schmidt@example.de",
      phone: "030 1234567",
      birthDate: "14.03.1990",
      birthPlace: "Leipzig",
      occupation: "Softwareentwicklerin",
      employmentInfo: {
        employer: "Beispiel GmbH",
        duration: "seit März 2021",
        employmentType: "Unbefristet angestellt",
      },
      income: 3800,
      currentAddress: "Schönhauser Allee 10, 10435 Berlin",
      moveInDate: moveIn,
      roommates: ["Ben Müller"],
      idCardUrl: expect.stringMatching(/^data:image\/png;base64,iVBOR/),
      payslipUrl: expect.stringMatching(/^data:application\/pdf;base64,JVBERi0/),
      additionalInfo: "Nichtraucherin.",
      signature: "anna schmidt",
    });
    // Nothing of the form's own state is sent, and the draft is gone once the application is.
    expect(body).not.toHaveProperty("termsAccepted");
    expect(body).not.toHaveProperty("roommateName");
    expect(sessionStorage.getItem(draftKey(PROPERTY_ID))).toBeNull();
  });

  it("shows the reference and what happens next, and still shows them after a reload instead of an empty form", async () => {
    const app = openWizard();
    await reachConfirmation(app);
    await confirmAndSend(app);
    await screen.findByRole("heading", { name: "Bewerbung erfolgreich gesendet!" });
    expect(screen.getByText("BW-7K3M-Q9XA")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Was jetzt passiert" })).toBeTruthy();

    // A reload: the page is drawn anew in the same tab (sessionStorage stays).
    app.unmount();
    renderApp(<ApplicationWizard propertyId={PROPERTY_ID} />, { path: `/application/${PROPERTY_ID}` });
    expect(screen.getByRole("heading", { name: "Bewerbung erfolgreich gesendet!" })).toBeTruthy();
    expect(screen.getByText("BW-7K3M-Q9XA")).toBeTruthy();
    expect(screen.getByText(/Vielen Dank, Anna Schmidt/)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Bewerbungsformular" })).toBeNull();
    expect(screen.queryByLabelText(/Vollständiger Name/)).toBeNull();
  });

  it("refuses a signature that is not the name from step 1 without sending", async () => {
    const app = openWizard();
    await reachConfirmation(app);
    await confirmAndSend(app, "Jemand Anderes");
    await screen.findByText("Die Unterschrift muss mit Ihrem Namen aus Schritt 1 übereinstimmen");
    stepHeading(6);
    expect(applicationPosts(app.sent)).toEqual([]);
  });

  it("opens the first step the server found wrong, with its message under the field, and says why in a toast", async () => {
    const app = openWizard((request) =>
      request.method === "POST"
        ? {
            status: 400,
            body: {
              message: "Bitte prüfen Sie Ihre Angaben.",
              errors: [
                { path: "signature", message: "Unterschrift passt nicht" },
                { path: "employmentInfo.employer", message: "Arbeitgeber ist zu lang" },
              ],
            },
          }
        : {},
    );
    await reachConfirmation(app);
    await confirmAndSend(app);

    await waitFor(() => stepHeading(2));
    expect(screen.getByText("Arbeitgeber ist zu lang")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field("Arbeitgeber")));
    const toast = await screen.findByText("Fehler beim Senden der Bewerbung: Bitte prüfen Sie Ihre Angaben.");
    expect(within(toast.closest("li")!).getByText("Fehler")).toBeTruthy();
    // Input is kept for the next try.
    expect(value("Beruf")).toBe("Softwareentwicklerin");
  });

  it("keeps the person on step 6 with a German toast when the server fails", async () => {
    const app = openWizard((request) => (request.method === "POST" ? { status: 500, body: {} } : {}));
    await reachConfirmation(app);
    await confirmAndSend(app);
    await screen.findByText(/^Fehler beim Senden der Bewerbung: 500/);
    stepHeading(6);
    expect(screen.getByRole("button", { name: "Bewerbung absenden" })).toBeTruthy();
  });
});
