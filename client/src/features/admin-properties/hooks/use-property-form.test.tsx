// @vitest-environment jsdom
// The property form's hook through its own screen: sections with errors (marked, first field
// focused), the live publishing checklist, draft vs. publish, the bodies sent, server refusals
// that keep the input, and the expired session.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Property } from "@shared/contracts/properties";
import { fakeApi, type FakeResponse, type SentRequest } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { testProperty } from "@/test/property-fixture";
import { PropertyForm } from "../components/property-form";

const description = "Helle Wohnung mit Dielenboden, ruhige Lage, Balkon zum Hof.";
const villa: Property = testProperty({
  id: 5,
  title: "Stadtvilla am Wannsee",
  type: "house",
  transactionType: "buy",
  price: 1_250_000,
  size: 210,
  rooms: 6.5,
  address: "Am Sandwerder 5",
  city: "Berlin",
  description: "Großzügige Villa mit Seezugang und altem Baumbestand.",
  images: ["https://bilder.example.de/villa.jpg"],
  floorPlans: ["https://bilder.example.de/villa-eg.png"],
  status: "reserved",
  isHighlight: true,
  serviceCharges: null,
  heatingCosts: null,
  deposit: null,
  totalRent: null,
  buyerCommission: "3,57 % inkl. MwSt.",
  plotSize: 1240.5,
  availableFrom: "2027-03-01",
  features: ["garden", "cellar", "parking"],
  energyCertificate: {
    status: "available",
    type: "demand",
    value: 84.2,
    includesHotWater: true,
    primarySource: "gas",
    efficiencyClass: "C",
    yearBuilt: 1912,
    issuedAt: "2024-05-01",
    validUntil: "2034-04-30",
  },
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
});

// The server answers a write with the stored listing, which has its id.
const stored = (request: SentRequest): FakeResponse => ({ body: { id: 5, ...(request.body as object) } });

function openForm(property?: Property, answer: (request: SentRequest) => FakeResponse = stored) {
  const sent = fakeApi(answer);
  const app = renderApp(<PropertyForm property={property} />, {
    path: property ? `/properties/${property.id}` : "/properties/new",
  });
  return { ...app, sent };
}

/** The input, select or textarea labelled so (a required field's label ends in '*'). */
const field = (label: string) =>
  screen
    .getAllByLabelText((text) => text.replace(/\*$/, "") === label)
    .find((element) => element.matches("input, select, textarea")) as HTMLInputElement;
const section = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`) });
const checklist = () => screen.getByRole("region", { name: "Checkliste Veröffentlichung" });
/** What the checklist announces (its live status line) and the entries that lead to the missing fields. */
const checklistStatus = () => within(checklist()).getByRole("status").textContent;
const checklistEntries = () =>
  within(checklist())
    .queryAllByRole("button")
    .map((entry) => entry.textContent);

/** What a screen reader reads out with a control after its label: its hint and its error (aria-describedby). */
const describedAs = (control: Element) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

/** An error the user meets at its field: the field is marked invalid and announces the message. */
function expectFieldError(label: string, message: string) {
  const control = field(label);
  expect(control.getAttribute("aria-invalid")).toBe("true");
  expect(describedAs(control)).toContain(message);
}

/** A notification in the toaster's region (not the same words anywhere else on the page). */
const notification = (text: string) =>
  within(screen.getByRole("region", { name: "Benachrichtigungen (F8)" })).findByText(text);
/** A notification of a failure, shown in red (the destructive variant). */
async function expectFailureNotice(text: string) {
  expect((await notification(text)).closest("li")?.getAttribute("data-variant")).toBe("destructive");
}
const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== "GET");
const draftButton = () => screen.getByRole("button", { name: "Als Entwurf speichern" });
const publishButton = () => screen.getByRole("button", { name: "Veröffentlichen" });

/** The required facts of a rental flat, with a size typed the German way. */
async function fillRequired({ user }: ReturnType<typeof openForm>) {
  await user.type(field("Titel"), "Dachgeschoss mit Terrasse");
  await user.type(field("Beschreibung"), description);
  await user.type(field("Kaltmiete"), "1890");
  await user.type(field("Wohnfläche"), "84,5");
  await user.type(field("Zimmer"), "2,5");
  await user.type(field("Straße und Hausnummer"), "Oderberger Straße 7");
  await user.type(field("Stadt"), "Berlin");
}

const requiredBody = {
  title: "Dachgeschoss mit Terrasse",
  type: "apartment",
  transactionType: "rent",
  description,
  price: 1890,
  size: 84.5,
  rooms: 2.5,
  address: "Oderberger Straße 7",
  city: "Berlin",
};

describe("usePropertyForm", () => {
  it("starts a new property as a rental flat in eight sections and names the price after the offer", async () => {
    const { user } = openForm();
    const sections = [
      "Basisdaten",
      "Kosten",
      "Flächen & Zimmer",
      "Ausstattung",
      "Energieausweis",
      "Lage",
      "Bilder & Grundrisse",
      "Veröffentlichung",
    ];
    // Each one a named region, in this order on the page.
    const regions = screen.getAllByRole("region");
    const positions = sections.map((name) => regions.indexOf(section(name)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(field("Immobilientyp").value).toBe("apartment");
    expect(field("Vermarktungsart").value).toBe("rent");
    const price = field("Kaltmiete");
    expect(field("Nebenkosten").matches("input")).toBe(true);
    expect(screen.queryByLabelText(/^Käuferprovision/)).toBeNull();
    await user.selectOptions(field("Vermarktungsart"), "buy");
    // The same price field, now named for a purchase; the purchase's costs replace the rental's.
    expect(field("Kaufpreis")).toBe(price);
    expect(screen.queryByLabelText(/^Kaltmiete/)).toBeNull();
    expect(field("Käuferprovision").matches("input")).toBe(true);
    expect(screen.queryByLabelText("Nebenkosten")).toBeNull();
  });

  it("marks every section with errors, focuses the first wrong field and sends nothing", async () => {
    const app = openForm();
    await app.user.click(draftButton());

    await waitFor(() => expectFieldError("Titel", "Titel muss mindestens 5 Zeichen enthalten"));
    expectFieldError("Kaltmiete", "Preis muss angegeben werden");
    expectFieldError("Wohnfläche", "Größe muss angegeben werden");
    expect(section("Basisdaten").getAttribute("data-has-error")).toBe("true");
    expect(section("Kosten").getAttribute("data-has-error")).toBe("true");
    expect(section("Lage").getAttribute("data-has-error")).toBe("true");
    expect(section("Energieausweis").getAttribute("data-has-error")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field("Titel")));

    // Fixing the first section moves the focus on to the next one with errors; the input stays.
    await app.user.type(field("Titel"), "Dachgeschoss mit Terrasse");
    await app.user.type(field("Beschreibung"), description);
    await app.user.click(draftButton());
    await waitFor(() => expect(document.activeElement).toBe(field("Kaltmiete")));
    expect(section("Basisdaten").getAttribute("data-has-error")).toBeNull();
    expect(field("Titel").value).toBe("Dachgeschoss mit Terrasse");
    await app.user.type(field("Wohnfläche"), "viel");
    await app.user.click(draftButton());
    await waitFor(() => expectFieldError("Wohnfläche", "Größe muss angegeben werden"));
    expect(writes(app.sent)).toEqual([]);
  });

  it("saves an incomplete listing as a hidden draft, the size typed with a decimal comma", async () => {
    const app = openForm();
    await fillRequired(app);
    await app.user.click(draftButton());

    await notification("Die Immobilie ist gespeichert und nur für Administratoren sichtbar.");
    await notification("Entwurf gespeichert");
    expect(writes(app.sent)).toHaveLength(1);
    const { method, path, body } = writes(app.sent)[0];
    expect({ method, path }).toEqual({ method: "POST", path: "/api/properties" });
    expect(body).toEqual({
      ...requiredBody,
      availableFrom: null,
      serviceCharges: null,
      heatingCosts: null,
      heatingIncluded: false,
      deposit: null,
      buyerCommission: null,
      commissionFree: false,
      usableArea: null,
      plotSize: null,
      bedrooms: null,
      bathrooms: null,
      floor: null,
      floors: null,
      yearBuilt: null,
      condition: null,
      heatingType: null,
      features: [],
      energyCertificate: null,
      postalCode: null,
      district: null,
      showAddress: true,
      latitude: null,
      longitude: null,
      images: [],
      floorPlans: [],
      status: "hidden",
      isHighlight: false,
    });
    expect(app.location.history.at(-1)).toBe("/properties");
  });

  it("shows live what publishing lacks, blocks 'Veröffentlichen' until it is complete, then publishes", async () => {
    const app = openForm();
    await fillRequired(app);
    const list = within(checklist());
    expect(checklistStatus()).toBe("Für die Veröffentlichung fehlen noch 2 Angaben:");
    expect(checklistEntries()).toEqual(["Energieausweis", "Nebenkosten"]);

    await app.user.click(publishButton());
    await expectFailureNotice("Für die Veröffentlichung fehlen Angaben: Energieausweis, Nebenkosten");
    expectFieldError("Nebenkosten", "Für die Veröffentlichung erforderlich: Nebenkosten");
    expect(document.activeElement).toBe(checklist());
    expect(section("Kosten").getAttribute("data-has-error")).toBe("true");
    expect(writes(app.sent)).toEqual([]);

    // A checklist entry leads to its field; the list shrinks while typing.
    await app.user.click(list.getByRole("button", { name: "Nebenkosten" }));
    await waitFor(() => expect(document.activeElement).toBe(field("Nebenkosten")));
    await app.user.type(field("Nebenkosten"), "210");
    expect(checklistStatus()).toBe("Für die Veröffentlichung fehlt noch 1 Angabe:");
    expect(checklistEntries()).toEqual(["Energieausweis"]);

    // With a certificate available, its values are asked for (residential: value and class).
    await app.user.selectOptions(field("Energieausweis"), "available");
    expect(checklistEntries()).toEqual([
      "Art des Energieausweises",
      "Endenergiekennwert",
      "Wesentlicher Energieträger",
      "Baujahr laut Energieausweis",
      "Energieeffizienzklasse",
    ]);
    expect(screen.queryByLabelText("Energiekennwert Wärme")).toBeNull();
    await app.user.selectOptions(field("Art des Energieausweises"), "consumption");
    await app.user.type(field("Endenergiekennwert"), "118,4");
    // The class the value falls in is offered with the class's field.
    expect(describedAs(field("Energieeffizienzklasse"))).toBe("Laut Kennwert: Klasse D.");
    await app.user.selectOptions(field("Energieeffizienzklasse"), "D");
    await app.user.selectOptions(field("Wesentlicher Energieträger"), "district_heating");
    await app.user.type(field("Baujahr laut Energieausweis"), "1905");
    await waitFor(() => expect(checklistStatus()).toBe("Alle Pflichtangaben für die Anzeige sind da."));
    expect(checklistEntries()).toEqual([]);
    await app.user.click(screen.getByLabelText("Balkon"));

    await app.user.click(publishButton());
    await notification("Immobilie wurde erfolgreich erstellt.");
    expect(writes(app.sent)[0].body).toMatchObject({
      ...requiredBody,
      serviceCharges: 210,
      features: ["balcony"],
      energyCertificate: {
        status: "available",
        type: "consumption",
        value: 118.4,
        primarySource: "district_heating",
        efficiencyClass: "D",
        yearBuilt: 1905,
      },
      status: "active",
    });
  });

  it("reads numbers typed the German way: thousands dots, a decimal comma, both together", async () => {
    const app = openForm();
    await app.user.type(field("Titel"), "Dachgeschoss mit Terrasse");
    await app.user.type(field("Beschreibung"), description);
    await app.user.type(field("Kaltmiete"), "1.290");
    await app.user.type(field("Kaution"), "3.870");
    await app.user.type(field("Wohnfläche"), "84,5");
    await app.user.type(field("Nutzfläche"), "1.290,50");
    await app.user.type(field("Zimmer"), "2,5");
    await app.user.type(field("Straße und Hausnummer"), "Oderberger Straße 7");
    await app.user.type(field("Stadt"), "Berlin");
    await app.user.click(draftButton());

    await notification("Entwurf gespeichert");
    expect(writes(app.sent)[0].body).toMatchObject({ price: 1290, deposit: 3870, size: 84.5, usableArea: 1290.5 });
  });

  it("refuses to publish a class that does not fit the energy value, under the class's field; a draft keeps it", async () => {
    const app = openForm();
    await fillRequired(app);
    await app.user.type(field("Nebenkosten"), "210");
    await app.user.selectOptions(field("Energieausweis"), "available");
    await app.user.selectOptions(field("Art des Energieausweises"), "consumption");
    await app.user.type(field("Endenergiekennwert"), "142");
    await app.user.selectOptions(field("Energieeffizienzklasse"), "B");
    await app.user.selectOptions(field("Wesentlicher Energieträger"), "district_heating");
    await app.user.type(field("Baujahr laut Energieausweis"), "1905");
    const mismatch = "Die Energieeffizienzklasse passt nicht zum Kennwert 142 kWh/(m²·a): richtig ist Klasse E.";

    await app.user.click(publishButton());
    await expectFailureNotice(mismatch);
    expectFieldError("Energieeffizienzklasse", mismatch);
    await waitFor(() => expect(document.activeElement).toBe(field("Energieeffizienzklasse")));
    expect(writes(app.sent)).toEqual([]);

    await app.user.click(draftButton());
    await notification("Entwurf gespeichert");
    expect(writes(app.sent)[0].body).toMatchObject({
      status: "hidden",
      energyCertificate: { value: 142, efficiencyClass: "B" },
    });
  });

  it("saves an edited property with PATCH and every field", async () => {
    const app = openForm(villa);
    expect(field("Kaufpreis").value).toBe("1250000");
    expect(field("Grundstücksfläche").value).toBe("1240,5");
    expect(field("Endenergiekennwert").value).toBe("84,2");
    await app.user.clear(field("Kaufpreis"));
    await app.user.type(field("Kaufpreis"), "1.190.000");
    await app.user.click(publishButton());

    await notification("Immobilie wurde erfolgreich aktualisiert.");
    const { id: _id, createdAt: _c, updatedAt: _u, totalRent: _t, ...fields } = villa;
    expect(writes(app.sent)).toEqual([
      { method: "PATCH", path: "/api/properties/5", body: { ...fields, price: 1_190_000 } },
    ]);
    expect(app.location.history.at(-1)).toBe("/properties");
  });

  it("keeps the input when the server refuses publishing, marks the section and focuses the field it names", async () => {
    const refusal = {
      message: "Für die Veröffentlichung fehlen Angaben: Endenergiekennwert",
      errors: [
        { path: "energyCertificate.value", message: "Für die Veröffentlichung erforderlich: Endenergiekennwert" },
      ],
    };
    const app = openForm(villa, (r) => (r.method === "PATCH" ? { status: 400, body: refusal } : {}));
    await app.user.clear(field("Titel"));
    await app.user.type(field("Titel"), "Stadtvilla mit Seezugang");
    await app.user.click(publishButton());

    await expectFailureNotice(`Fehler beim Aktualisieren der Immobilie: ${refusal.message}`);
    expectFieldError("Endenergiekennwert", "Für die Veröffentlichung erforderlich: Endenergiekennwert");
    expect(section("Energieausweis").getAttribute("data-has-error")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field("Endenergiekennwert")));
    expect(field("Titel").value).toBe("Stadtvilla mit Seezugang");
    expect(field("Endenergiekennwert").value).toBe("84,2");
    expect(app.location.history.at(-1)).toBe("/properties/5");
  });

  it("shows a taken object number under its field and keeps everything typed", async () => {
    const taken = "Diese Objektnummer wird bereits verwendet.";
    const app = openForm(undefined, (r) =>
      r.method === "POST"
        ? { status: 409, body: { message: taken, errors: [{ path: "objectNumber", message: taken }] } }
        : {},
    );
    await fillRequired(app);
    await app.user.type(field("Objektnummer"), "SP-2026-0001");
    await app.user.click(draftButton());

    await expectFailureNotice(`Fehler beim Erstellen der Immobilie: ${taken}`);
    expectFieldError("Objektnummer", taken);
    expect(section("Veröffentlichung").contains(field("Objektnummer"))).toBe(true);
    expect(section("Veröffentlichung").getAttribute("data-has-error")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field("Objektnummer")));
    expect(field("Wohnfläche").value).toBe("84,5");
    expect(field("Titel").value).toBe("Dachgeschoss mit Terrasse");
  });

  it("keeps the input when the session expired and brings it back on the next visit of the form", async () => {
    const first = openForm(villa, (r) => (r.method === "PATCH" ? { status: 401, body: {} } : {}));
    await first.user.clear(field("Titel"));
    await first.user.type(field("Titel"), "Stadtvilla mit Seezugang");
    await first.user.clear(field("Grundstücksfläche"));
    await first.user.type(field("Grundstücksfläche"), "1300,25");
    await first.user.click(publishButton());
    await waitFor(() => expect(writes(first.sent)).toHaveLength(1));
    expect(screen.queryByText(/Fehler beim Aktualisieren/)).toBeNull();
    first.unmount();

    openForm(villa);
    await notification("Eingaben wiederhergestellt");
    expect(field("Titel").value).toBe("Stadtvilla mit Seezugang");
    expect(field("Grundstücksfläche").value).toBe("1300,25");
  });
});
